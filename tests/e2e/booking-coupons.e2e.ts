import { describe, expect, it } from 'vitest';
import {
  PREMIUM_PRICE,
  applyCoupon,
  bookingForm,
  chooseTickets,
  definitions,
  demoCheckout,
  fillBuyer,
  openBooking,
  readTicketQr,
  rupees,
  ticketScreen,
  untilEnabled,
  type BookingForm,
} from './support/booking';
import { MOBILE, collectErrors } from './support/browser';
import { POLL, browserForThisFile, untilInteractive } from './page-helpers';

// VIP coupons on the booking page (docs/product-spec.md §2, §5; docs/design.md §3.6), at 390 px,
// against the demo seed's codes: VIPFREE100 (100% off up to 20 Premium), VIPHALF50 (50% off up to
// 2), VIPUSED01 (already used) and VIPOFF001 (inactive).

const browser = browserForThisFile();

const USED = 'This coupon has already been used';

/** The messages the form shows as alerts right now (the coupon's, when nothing else is wrong). */
const shownAlerts = (form: BookingForm) => form.alerts.allInnerTexts();

/** Applies `code` and waits for exactly `message` to be the form's one alert. */
async function expectCouponRefused(form: BookingForm, code: string, message: string) {
  await form.coupon.fill(code);
  // Editing clears the last message, so the one awaited next is this code's own.
  await expect.poll(() => form.alerts.count(), POLL).toBe(0);
  await form.applyCoupon.click();
  await expect.poll(() => shownAlerts(form), POLL).toEqual([message]);
  expect(await form.coupon.getAttribute('aria-invalid')).toBe('true');
  expect(await form.removeCoupon.count()).toBe(0);
}

describe('coupon messages', () => {
  it('come in the order of docs/product-spec.md §5, and a partial discount covers only its limit', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    const form = await openBooking(page);

    await form.applyCoupon.click();
    await expect.poll(() => shownAlerts(form), POLL).toEqual(['Please enter a coupon code']);
    await expectCouponRefused(form, 'ABC123', 'Coupon code must start with VIP');
    await chooseTickets(form, { basic: 1 });
    await expectCouponRefused(form, 'VIPHALF50', 'Coupon can only be applied to ₹1212 tickets');

    await chooseTickets(form, { basic: 1, premium: 3 });
    await expectCouponRefused(form, 'VIPNOPE99', 'Invalid coupon code');
    await expectCouponRefused(form, 'VIPOFF001', 'Invalid coupon code');
    await expectCouponRefused(form, 'VIPUSED01', USED);

    // VIPHALF50: 50% off at most 2 Premium tickets; the third is full price.
    await form.coupon.fill('VIPHALF50');
    await form.applyCoupon.click();
    await form.removeCoupon.waitFor();
    expect(await shownAlerts(form)).toEqual([]);
    expect(await form.form.getByText('VIPHALF50 applied').innerText()).toBe(
      'VIPHALF50 applied: 50% off up to 2 Premium tickets.',
    );
    const discounted = 2 * (PREMIUM_PRICE / 2) + PREMIUM_PRICE;
    expect(await definitions(form.summary)).toEqual({
      'Basic subtotal (1 × ₹499)': '₹499',
      'Premium subtotal (3 × ₹1,212)': rupees(3 * PREMIUM_PRICE),
      'Discount (VIPHALF50)': `-${rupees(PREMIUM_PRICE)}`,
      Total: rupees(499 + discounted),
    });
    await fillBuyer(form, 'meera@example.com');
    await untilEnabled(form.pay);
    expect(await form.pay.innerText()).toBe(`Pay ${rupees(499 + discounted)}`);

    // Remove unlocks the quantities and takes the discount away.
    await form.removeCoupon.click();
    await untilEnabled(form.add('Premium'));
    expect((await definitions(form.summary))['Total']).toBe(rupees(499 + 3 * PREMIUM_PRICE));
    expect(await form.coupon.inputValue()).toBe('VIPHALF50');
    expect(errors).toEqual([]);
  });
});

describe('a free booking with the seeded 100% code', () => {
  it('books 2 Premium for ₹0, and the code cannot be used again', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    const form = await openBooking(page);
    await chooseTickets(form, { premium: 2 });

    // Typed lower-case and padded: the field upper-cases it and Apply trims it.
    await applyCoupon(form, ' vipfree100 ');
    await form.removeCoupon.waitFor();
    expect(await form.coupon.inputValue()).toBe('VIPFREE100');
    expect(await shownAlerts(form)).toEqual([]);
    for (const tier of ['Basic', 'Premium'] as const) {
      expect(await form.add(tier).isDisabled(), `add ${tier} while applied`).toBe(true);
      expect(await form.remove(tier).isDisabled(), `remove ${tier} while applied`).toBe(true);
    }
    expect(
      await form.form.getByText('Remove the coupon to change ticket quantities.').count(),
    ).toBe(1);
    expect((await definitions(form.summary))['Total']).toBe('₹0');
    expect(await form.pay.count()).toBe(0);

    await fillBuyer(form, 'Kabir@Example.com');
    await untilEnabled(form.freeBooking);
    await form.freeBooking.click();

    const ticket = ticketScreen(page);
    await ticket.heading.waitFor();
    expect(await definitions(ticket.card)).toMatchObject({
      'AMOUNT PAID': '₹0',
      PROMO: 'VIPFREE100',
      ADMITS: '2 Premium tickets',
    });
    expect(await readTicketQr(ticket.qr)).toMatchObject({
      email: 'kabir@example.com',
      ticket499Count: 0,
      ticket1212Count: 2,
    });

    // A second booking in the same browser: the single-use code is spent.
    await page.getByRole('link', { name: 'Book more tickets' }).click();
    const again = await untilForm(form);
    await chooseTickets(again, { premium: 1 });
    await applyCoupon(again, 'VIPFREE100');
    await expect.poll(() => shownAlerts(again), POLL).toEqual([USED]);
    expect(await again.removeCoupon.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('a reload while paying', () => {
  it('gives the coupon and seats the open checkout held back to the same tab', async () => {
    const page = await browser.newPage({ width: MOBILE });
    const errors = collectErrors(page);
    const form = await openBooking(page);
    await chooseTickets(form, { premium: 1 });
    await applyCoupon(form, 'VIPHALF50');
    await form.removeCoupon.waitFor();
    await fillBuyer(form, 'meera@example.com');
    await untilEnabled(form.pay);
    await form.pay.click();
    // The payment window is open, the order holds the coupon: the visitor reloads.
    await demoCheckout(page).dialog.waitFor();
    await page.reload();

    const again = await untilForm(bookingForm(page));
    await chooseTickets(again, { premium: 1 });
    await applyCoupon(again, 'VIPHALF50');
    await again.removeCoupon.waitFor();
    expect(await shownAlerts(again)).toEqual([]);
    expect((await definitions(again.summary))['Total']).toBe(rupees(PREMIUM_PRICE / 2));
    expect(errors).toEqual([]);
  });
});

async function untilForm(form: BookingForm): Promise<BookingForm> {
  await untilInteractive(form.add('Premium'));
  return form;
}
