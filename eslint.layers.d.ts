import type { Linter } from 'eslint';

/** The architecture's import rules (eslint.layers.js), typed for the test that runs them. */
export declare const layerConfigs: Linter.Config[];
