/**
 * The reset reasons a gateway reports in `resetreason_0/1` (device-api §9.3): the ESP32 core's
 * descriptions ("Vbat power on reset", "Software reset CPU", …) and, on newer chips, the ROM's names
 * ("POWERON_RESET", …). Each known one maps to what it means for the owner, in the reader's language;
 * a text not listed here is shown as the device sent it.
 */
const MEANINGS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    'Vbat power on reset': 'info.ResetPowerOn',
    POWERON_RESET: 'info.ResetPowerOn',
    'Software reset digital core': 'info.ResetSoftware',
    'Software reset CPU': 'info.ResetSoftware',
    SW_RESET: 'info.ResetSoftware',
    SW_CPU_RESET: 'info.ResetSoftware',
    RTC_SW_SYS_RESET: 'info.ResetSoftware',
    RTC_SW_CPU_RESET: 'info.ResetSoftware',
    'Legacy watch dog reset digital core': 'info.ResetWatchdog',
    'Timer Group0 Watch dog reset digital core': 'info.ResetWatchdog',
    'Timer Group1 Watch dog reset digital core': 'info.ResetWatchdog',
    'RTC Watch dog Reset digital core': 'info.ResetWatchdog',
    'Time Group reset CPU': 'info.ResetWatchdog',
    'RTC Watch dog Reset CPU': 'info.ResetWatchdog',
    'RTC Watch dog reset digital core and rtc module': 'info.ResetWatchdog',
    OWDT_RESET: 'info.ResetWatchdog',
    TG0WDT_SYS_RESET: 'info.ResetWatchdog',
    TG1WDT_SYS_RESET: 'info.ResetWatchdog',
    RTCWDT_SYS_RESET: 'info.ResetWatchdog',
    TG0WDT_CPU_RESET: 'info.ResetWatchdog',
    TG1WDT_CPU_RESET: 'info.ResetWatchdog',
    RTCWDT_CPU_RESET: 'info.ResetWatchdog',
    RTCWDT_RTC_RESET: 'info.ResetWatchdog',
    SUPER_WDT_RESET: 'info.ResetWatchdog',
    'Deep Sleep reset digital core': 'info.ResetDeepSleep',
    DEEPSLEEP_RESET: 'info.ResetDeepSleep',
    'Reset when the vdd voltage is not stable': 'info.ResetBrownOut',
    RTCWDT_BROWN_OUT_RESET: 'info.ResetBrownOut',
    'for APP CPU, reseted by PRO CPU': 'info.ResetOtherCore',
    USB_UART_CHIP_RESET: 'info.ResetUsb',
    USB_JTAG_CHIP_RESET: 'info.ResetUsb',
  }),
);

/** The message key for a reset reason the device sent, or undefined for one not known here. */
export function resetReasonKey(reason: string): string | undefined {
  return MEANINGS.get(reason.trim());
}

/** A reset reason in the reader's language when it is a known one, else as the device sent it. */
export function resetReasonText(reason: string, t: (key: string) => string): string {
  const key = resetReasonKey(reason);
  return key === undefined ? reason : t(key);
}
