/**
 * The alert settings' request (companion-api §4) as a body schema: the checks of `parseAlertConfig`, the
 * first failing field named by its path (the checks stop at the first fault, like the server's 90005).
 */
import type { AlertConfig } from '../api/alerts.ts';
import { AlertConfigError, parseAlertConfig } from '../domain/alertConfig.ts';
import type { BodySchema } from './validate.ts';

/** The message key of a failing alert setting (the web app words it per field kind). */
export const ALERT_SETTING_MESSAGE = 'alerts.InvalidSetting';

export const alertConfigSchema: BodySchema<AlertConfig> = {
  messages: [ALERT_SETTING_MESSAGE],
  run: (input) => {
    try {
      return { failures: [], value: parseAlertConfig(input) };
    } catch (error) {
      if (!(error instanceof AlertConfigError)) throw error;
      return { failures: [{ message: ALERT_SETTING_MESSAGE, field: error.field }] };
    }
  },
};
