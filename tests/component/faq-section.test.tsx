import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faqItems } from '@/features/marketing/data/faq-items';
import { FaqSection } from '@/features/marketing/sections/faq-section';

const questionButtons = () =>
  faqItems.map((item) => screen.getByRole('button', { name: item.question }));

/** Answer panels on show (the section itself is a region too, named by its title). */
const openAnswers = () =>
  screen
    .queryAllByRole('region')
    .filter(
      (region) => region !== screen.getByRole('region', { name: 'Frequently Asked Questions' }),
    );

describe('FaqSection', () => {
  it('lists 12 questions, all closed at first', () => {
    render(<FaqSection />);
    expect(faqItems).toHaveLength(12);
    const buttons = questionButtons();
    expect(buttons).toHaveLength(12);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toEqual([]);
  });

  it('opening a question shows its answer in a region labelled by the question', async () => {
    const user = userEvent.setup();
    render(<FaqSection />);
    const [first] = faqItems;
    const button = screen.getByRole('button', { name: first!.question });
    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: first!.question });
    expect(answer).toHaveAttribute('id', button.getAttribute('aria-controls'));
    expect(answer).toHaveTextContent(first!.answer);
  });

  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup();
    render(<FaqSection />);
    const [a, b] = questionButtons();
    await user.click(a!);
    await user.click(b!);

    expect(a).toHaveAttribute('aria-expanded', 'false');
    expect(b).toHaveAttribute('aria-expanded', 'true');
    expect(openAnswers()).toHaveLength(1);
    expect(openAnswers()[0]).toHaveAccessibleName(faqItems[1]!.question);
  });

  it('clicking the open question closes it', async () => {
    const user = userEvent.setup();
    render(<FaqSection />);
    const last = questionButtons().at(-1)!;
    await user.click(last);
    await user.click(last);
    expect(last).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toEqual([]);
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqSection />);
    const [first] = questionButtons();
    first!.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
  });

  it('every question controls its own answer', () => {
    render(<FaqSection />);
    const ids = questionButtons().map((b) => b.getAttribute('aria-controls'));
    expect(new Set(ids).size).toBe(12);
    for (const id of ids) expect(document.getElementById(id!)).not.toBeNull();
  });

  it.each([
    [1, 2],
    [2, 3],
  ] as const)(
    'level %i puts the title at that heading level and the questions at h%i',
    (level, questionLevel) => {
      render(<FaqSection level={level} />);
      expect(
        screen.getByRole('heading', { level, name: 'Frequently Asked Questions' }),
      ).toBeInTheDocument();
      const questions = screen.getAllByRole('heading', { level: questionLevel });
      expect(questions.map((h) => h.textContent)).toEqual(faqItems.map((i) => i.question));
    },
  );

  it('states the spec’s claims in its answers', async () => {
    const user = userEvent.setup();
    render(<FaqSection />);
    const answerTo = async (question: RegExp) => {
      await user.click(screen.getByRole('button', { name: question }));
      const [answer] = openAnswers();
      return answer?.textContent;
    };
    expect(await answerTo(/advance/)).toMatch(/2-3 weeks/);
    expect(await answerTo(/deposit/)).toMatch(/20-30%.*1 week before/);
    expect(await answerTo(/payment methods/)).toMatch(/UPI.*cards.*net banking/);
    expect(await answerTo(/costumes/)).toMatch(/not provided/);
    expect(await answerTo(/cities/)).toMatch(/all of India/);
    expect(await answerTo(/How big/)).toMatch(/5.*50\+/);
  });
});
