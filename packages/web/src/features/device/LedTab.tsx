import { FORM_LIMITS, type LedConfig } from '@dtu-web/protocol';
import { Switch } from '../../components/FormField.tsx';
import { useI18n } from '../../lib/i18n/index.ts';
import { RangeField } from '../../components/RangeField.tsx';

export interface LedTabProps {
  leds: readonly LedConfig[];
  /** One brightness for all: the first slider sets every LED, the others follow. */
  equal: boolean;
  onEqual: (equal: boolean) => void;
  onChange: (leds: LedConfig[]) => void;
  error: (field: string) => string | undefined;
}

const { brightnessMin, brightnessMax } = FORM_LIMITS.device;

/** Brightness of each status LED (0..100 %), optionally all alike. */
export function LedTab({ leds, equal, onEqual, onChange, error }: LedTabProps) {
  const { t, format } = useI18n();
  function setBrightness(index: number, brightness: number): void {
    onChange(leds.map((led, i) => (i === index || (equal && index === 0) ? { ...led, brightness } : led)));
  }
  return (
    <>
      <div className="row mb-3">
        <div className="col-sm-9 offset-sm-3">
          <Switch
            label={t('device.EqualBrightness')}
            checked={equal}
            onChange={(checked) => {
              onEqual(checked);
              const first = leds[0];
              if (checked && first) onChange(leds.map((led) => ({ ...led, brightness: first.brightness })));
            }}
          />
        </div>
      </div>
      {leds.map((led, index) => (
        <RangeField
          // The LEDs are a fixed list of the device's; their position is their identity.
          key={index}
          label={t('device.LedBrightness', { number: index + 1 })}
          min={brightnessMin}
          max={brightnessMax}
          value={led.brightness}
          valueClassName="device-range-value"
          valueText={`${format.decimal0(led.brightness)} %`}
          disabled={equal && index > 0}
          error={error(`led.${index}.brightness`)}
          onChange={(value) => {
            setBrightness(index, value);
          }}
        />
      ))}
    </>
  );
}
