/**
 * The Razorpay API origin the functions talk to: Razorpay's own, except under the Functions
 * emulator (FUNCTIONS_EMULATOR=true, which the emulator sets and Cloud Functions never does),
 * where RAZORPAY_API_BASE_URL may point them at a local stand-in (`npm run test:emulators`
 * starts one). A deployed function ignores the variable, so no setting can send real keys or
 * buyers' orders elsewhere.
 */
export function emulatorRazorpayHost(env: NodeJS.ProcessEnv): string | undefined {
  if (env.FUNCTIONS_EMULATOR !== 'true') return undefined;
  const url = env.RAZORPAY_API_BASE_URL?.trim();
  return url ? url : undefined;
}
