import { Label, Slider, SliderFill, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { scorePercent } from '../../../i18n/countingMessages';
import * as styles from './Counting.css';

export interface ThresholdSliderProps {
  /** « Afficher au-dessus de ». */
  readonly label: string;
  /** 0…1. */
  readonly value: number;
  /** Every move (live): the list and the plan follow. */
  readonly onChange: (value: number) => void;
  /** The thumb let go (or a key released): the review announces the new count. */
  readonly onChangeEnd?: (value: number) => void;
  readonly isDisabled?: boolean;
}

/** Whole percents: finer steps would not change what a person decides, and a key press moves by one. */
const STEP = 0.01;
/** 0.7, not 0.7000000000000001 (three steps of 0.1 from 0.4). */
const toStep = (value: number) => Math.round(value / STEP) / 100;
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

/**
 * A threshold as a slider (react-aria's): its label and value on one line (« Afficher au-dessus de 50 % »), the
 * track under them; arrows move by 1 %, Page Up / Down by 10 %, Home / End to the ends. The value shown is written by
 * our French formatter, the one assistive technologies hear by react-aria's in the app's locale (the same text).
 */
export function ThresholdSlider({ label, value, onChange, onChangeEnd, isDisabled }: ThresholdSliderProps) {
  const text = scorePercent(value);
  return (
    <Slider
      className={styles.slider}
      value={value}
      minValue={0}
      maxValue={1}
      step={STEP}
      // « 50 % » in fr-FR (the app's I18nProvider), a narrow no-break space before % as our own formatter writes it.
      formatOptions={PERCENT}
      onChange={(next) => onChange(toStep(next))}
      {...(onChangeEnd && { onChangeEnd: (next: number) => onChangeEnd(toStep(next)) })}
      isDisabled={isDisabled ?? false}
    >
      <div className={styles.sliderHeader}>
        <Label>{label}</Label>
        <SliderOutput className={styles.sliderOutput}>{() => text}</SliderOutput>
      </div>
      <SliderTrack className={styles.sliderTrack}>
        {/* react-aria makes the fill as tall as the track, which is the thumb's height: the class sets the bar's. */}
        <SliderFill
          className={styles.sliderFill}
          style={({ defaultStyle }) => ({ ...defaultStyle, height: undefined })}
        />
        <SliderThumb className={styles.sliderThumb} />
      </SliderTrack>
    </Slider>
  );
}
