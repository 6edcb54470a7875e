export { readDxf, type ReadDxfOptions } from './readDxf';
export { aciColor } from './entities';
export { mtextPlain, decodeSpecials } from './text';
