/**
 * The demo checkout's stand-in for Razorpay's key secret. It is public on purpose: in demo mode
 * no money moves, and the point is that the real verification code runs against it.
 */
export const DEMO_PAYMENT_SECRET = 'demo_secret_no_money_moves';
