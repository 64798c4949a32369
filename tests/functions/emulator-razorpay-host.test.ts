import { describe, expect, it } from 'vitest';
import { emulatorRazorpayHost } from '../../functions/src/emulator-razorpay-host';

describe('emulatorRazorpayHost', () => {
  it('is Razorpay’s own origin (undefined) outside the Functions emulator, whatever the env says', () => {
    expect(emulatorRazorpayHost({ RAZORPAY_API_BASE_URL: 'http://127.0.0.1:9' })).toBeUndefined();
    expect(
      emulatorRazorpayHost({
        FUNCTIONS_EMULATOR: 'false',
        RAZORPAY_API_BASE_URL: 'http://127.0.0.1:9',
      }),
    ).toBeUndefined();
  });

  it('is the local stand-in under the emulator when one is named', () => {
    expect(
      emulatorRazorpayHost({
        FUNCTIONS_EMULATOR: 'true',
        RAZORPAY_API_BASE_URL: ' http://127.0.0.1:9 ',
      }),
    ).toBe('http://127.0.0.1:9');
    expect(emulatorRazorpayHost({ FUNCTIONS_EMULATOR: 'true' })).toBeUndefined();
    expect(
      emulatorRazorpayHost({ FUNCTIONS_EMULATOR: 'true', RAZORPAY_API_BASE_URL: '' }),
    ).toBeUndefined();
  });
});
