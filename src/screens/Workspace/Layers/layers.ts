/**
 * Which layers (the PDF's optional content groups) a sheet shows: view state, saved per sheet by the route and never
 * undoable. Pure functions from one state to the next; the panel calls them and hands the result to `onChange`.
 */

/** A layer as the PDF engine lists it (the engine's LayerInfo). */
export interface PlanLayer {
  readonly id: string;
  readonly name: string;
  readonly visibleByDefault: boolean;
}

export interface LayerVisibility {
  /** Ids of the hidden layers: what the viewer's `hiddenLayerIds` takes. */
  readonly hidden: readonly string[];
  /**
   * While one layer is isolated (every other one hidden): its id, and the hidden set to give back when it is
   * isolated again. Any other change ends the isolation.
   */
  readonly isolated: { readonly layerId: string; readonly restore: readonly string[] } | null;
}

const layerNameOrder = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/**
 * The layers as a person reads a list: by name in French alphabetical order, numbers by value (« Niveau 2 » before
 * « Niveau 10 »), accents and case not separating names; the document's order breaks ties. The PDF lists its layers in
 * whatever order the drawing program wrote them.
 */
export function naturalLayerOrder(layers: readonly PlanLayer[]): PlanLayer[] {
  return layers
    .map((layer, index) => ({ layer, index }))
    .sort((a, b) => layerNameOrder.compare(a.layer.name, b.layer.name) || a.index - b.index)
    .map(({ layer }) => layer);
}

/** As the document says: the layers it hides by default are hidden. */
export function defaultLayerVisibility(layers: readonly PlanLayer[]): LayerVisibility {
  return { hidden: layers.filter((l) => !l.visibleByDefault).map((l) => l.id), isolated: null };
}

/** Shows or hides one layer; the order of `layers` is kept in `hidden`. */
export function setLayerVisible(
  state: LayerVisibility,
  layers: readonly PlanLayer[],
  layerId: string,
  visible: boolean,
): LayerVisibility {
  const hidden = new Set(state.hidden);
  if (visible) hidden.delete(layerId);
  else hidden.add(layerId);
  return { hidden: layers.filter((l) => hidden.has(l.id)).map((l) => l.id), isolated: null };
}

/** Shows only `layerId`; on the layer already isolated, gives back what was shown before. */
export function toggleIsolation(
  state: LayerVisibility,
  layers: readonly PlanLayer[],
  layerId: string,
): LayerVisibility {
  if (state.isolated?.layerId === layerId) return { hidden: state.isolated.restore, isolated: null };
  return {
    hidden: layers.filter((l) => l.id !== layerId).map((l) => l.id),
    isolated: { layerId, restore: state.isolated?.restore ?? state.hidden },
  };
}

export function showAllLayers(): LayerVisibility {
  return { hidden: [], isolated: null };
}

/**
 * A saved state (the sheet view's `hiddenLayers`) against the file's layers: ids the file no longer has are dropped;
 * nothing saved gives the document's default.
 */
export function savedLayerVisibility(
  layers: readonly PlanLayer[],
  hidden: readonly string[] | undefined,
): LayerVisibility {
  if (!hidden) return defaultLayerVisibility(layers);
  const saved = new Set(hidden);
  return { hidden: layers.filter((l) => saved.has(l.id)).map((l) => l.id), isolated: null };
}
