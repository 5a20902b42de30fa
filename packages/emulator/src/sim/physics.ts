/**
 * The electrical model of one micro-inverter at one instant: panels in the sun, MPP trackers, the
 * conversion to AC with its efficiency curve, and clipping at the rated power and the active limit.
 */

const RAD = Math.PI / 180;

/** Clear-sky sunlight for a sun elevation: direct normal and diffuse irradiance in W/m². */
export interface SkyIrradiance {
  direct: number;
  diffuse: number;
}

/** Meinel's clear-sky model with the Kasten–Young air mass; nothing below the horizon. */
export function clearSky(elevation: number): SkyIrradiance {
  if (elevation <= 0) return { direct: 0, diffuse: 0 };
  const zenith = 90 - elevation;
  const airMass = 1 / (Math.cos(zenith * RAD) + 0.50572 * (96.07995 - zenith) ** -1.6364);
  const direct = 1353 * 0.7 ** (airMass ** 0.678);
  return { direct, diffuse: 0.1 * direct };
}

/** A panel (string) orientation: tilt from horizontal and azimuth (180 = south), degrees. */
export interface Orientation {
  tilt: number;
  azimuth: number;
}

/** Irradiance on the panel plane as a fraction of the 1000 W/m² standard test condition. */
export function planeOfArrayFraction(
  sky: SkyIrradiance,
  sun: { elevation: number; azimuth: number },
  panel: Orientation,
): number {
  if (sky.direct <= 0) return 0;
  const e = sun.elevation * RAD;
  const t = panel.tilt * RAD;
  const cosIncidence =
    Math.sin(e) * Math.cos(t) + Math.cos(e) * Math.sin(t) * Math.cos((sun.azimuth - panel.azimuth) * RAD);
  const poa = sky.direct * Math.max(0, cosIncidence) + (sky.diffuse * (1 + Math.cos(t))) / 2;
  return poa / 1000;
}

/** Conversion efficiency (0..1) at a load (AC power / rated power): ~95 % light, ~96.5 % at mid load. */
export function efficiencyAt(load: number): number {
  const l = Math.min(1, Math.max(0, load));
  return 0.9655 - 0.018 * Math.exp(-l / 0.1) - 0.006 * l * l;
}

export interface StringInput {
  /** Panel peak power in W. */
  peakPower: number;
  /** Irradiance fraction on this string's plane, weather included. */
  irradiance: number;
}

export interface PhysicsInput {
  strings: readonly StringInput[];
  ambientC: number;
  /** Rated AC power of the hardware. */
  ratedPower: number;
  /** AC ceiling from the active limit, on/off and grid state, W. */
  capPower: number;
  pairedInputs: boolean;
  threePhase: boolean;
  /** -1..1 noise for grid voltage and frequency; offset in V for this inverter's wiring. */
  voltageNoise: number;
  frequencyNoise: number;
  voltageOffset: number;
}

export interface DcValues {
  power: number;
  voltage: number;
  current: number;
}

export interface Electrical {
  dc: DcValues[];
  dcPower: number;
  acPower: number;
  acVoltage: number;
  acCurrent: number;
  frequency: number;
  powerFactor: number;
  reactivePower: number;
  /** Percent; 0 while there is no DC power. */
  efficiency: number;
}

/** Temperature coefficient of crystalline panels (power and MPP voltage), per °C. */
const POWER_COEFF = 0.0037;
const VOLTAGE_COEFF = 0.0035;

function mppVoltage(cellC: number, irradiance: number): number {
  const v = 36 * (1 - VOLTAGE_COEFF * (cellC - 25)) * (1 + 0.035 * Math.log(Math.max(irradiance, 0.02)));
  return Math.min(42, Math.max(28, v));
}

export function computeElectrical(input: PhysicsInput): Electrical {
  const available = input.strings.map((s) => {
    const cellC = input.ambientC + 25 * s.irradiance;
    const power = s.peakPower * s.irradiance * (1 - POWER_COEFF * (cellC - 25));
    return { power: power >= 0.5 ? power : 0, cellC };
  });
  const totalAvailable = available.reduce((sum, s) => sum + s.power, 0);
  const cap = Math.max(0, Math.min(input.capPower, input.ratedPower));

  let acPower = totalAvailable * efficiencyAt((totalAvailable * 0.96) / input.ratedPower);
  // Above the ceiling the trackers leave the MPP: less DC power is drawn, at a higher voltage.
  let utilisation = 1;
  if (acPower > cap) {
    acPower = cap;
    const dcNeeded = cap > 0 ? cap / efficiencyAt(cap / input.ratedPower) : 0;
    utilisation = totalAvailable > 0 ? dcNeeded / totalAvailable : 0;
  }

  const dc: DcValues[] = input.strings.map((s, i) => {
    const a = available[i] ?? { power: 0, cellC: input.ambientC };
    if (a.power <= 0) return { power: 0, voltage: 0, current: 0 };
    const voltage = mppVoltage(a.cellC, s.irradiance) * (1 + 0.2 * (1 - utilisation));
    return { power: a.power * utilisation, voltage, current: 0 };
  });
  if (input.pairedInputs) shareVoltageInPairs(dc);
  for (const d of dc) d.current = d.voltage > 0 ? d.power / d.voltage : 0;

  const dcPower = dc.reduce((sum, d) => sum + d.power, 0);
  const load = acPower / input.ratedPower;
  const reactivePower = reactivePowerAt(acPower, load);
  const powerFactor = acPower > 0 ? acPower / Math.hypot(acPower, reactivePower) : 1;
  const acVoltage = input.threePhase
    ? 400 + 5 * input.voltageNoise + input.voltageOffset
    : 230 + 3 * input.voltageNoise + input.voltageOffset;
  // HMT: AC current is phase 1 on 4-input models and the sum of the phases on 6-input models (§2.2).
  const phaseCurrent = input.threePhase ? acPower / (Math.sqrt(3) * acVoltage) : acPower / acVoltage;
  const acCurrent = input.threePhase && input.strings.length === 6 ? 3 * phaseCurrent : phaseCurrent;

  return {
    dc,
    dcPower,
    acPower,
    acVoltage,
    acCurrent,
    frequency: 50 + 0.05 * input.frequencyNoise,
    powerFactor,
    reactivePower,
    efficiency: dcPower > 0 ? (acPower / dcPower) * 100 : 0,
  };
}

/**
 * Reactive power in var (negative = capacitive) at an AC power and load (AC power / rated power). The
 * output filter's capacitor dominates at light load, so mornings, evenings, dull days and low limits
 * show a capacitive Q; between 20 % and 50 % load the grid-side choke makes it slightly inductive;
 * from half load on the inverter runs at unity. Its size stays under 14 % of the active power.
 */
export function reactivePowerAt(acPower: number, load: number): number {
  if (acPower <= 0) return 0;
  const size = acPower * Math.tan(Math.acos(1 - 0.01 * (1 - Math.min(1, load * 2)) ** 2));
  // −1 up to 10 % load, +1 from 30 %: the sign changes smoothly, so Q passes through 0 at 20 %.
  const sign = Math.min(1, Math.max(-1, (load - 0.2) / 0.1));
  return size * sign;
}

/** Inputs 1+2, 3+4, 5+6 sit on one tracker: both show the power-weighted voltage of the pair. */
function shareVoltageInPairs(dc: DcValues[]): void {
  for (let i = 0; i + 1 < dc.length; i += 2) {
    const a = dc[i];
    const b = dc[i + 1];
    if (!a || !b) continue;
    const weight = a.power + b.power;
    const shared =
      weight > 0 ? (a.voltage * a.power + b.voltage * b.power) / weight : Math.max(a.voltage, b.voltage);
    a.voltage = shared;
    b.voltage = shared;
  }
}
