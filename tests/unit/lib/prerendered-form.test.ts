import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endHydration, startHydration } from '@/lib/hydration';
import { readPrerenderedForm, restoreFocus } from '@/lib/prerendered-form';

const EMPTY = { name: '', email: '', message: '' };

/** A form as the prerender writes it: fields with names, empty values. */
function prerenderedForm(id = 'contact') {
  document.body.innerHTML = `
    <form id="${id}">
      <input name="name" value="">
      <input name="email" type="email" value="">
      <textarea name="message"></textarea>
      <button type="submit">Send</button>
    </form>`;
  const form = document.getElementById(id) as HTMLFormElement;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  return { form, field };
}

beforeEach(() => startHydration());
afterEach(() => {
  endHydration();
  document.body.innerHTML = '';
});

describe('readPrerenderedForm', () => {
  it('returns the initial values themselves when nothing was typed', () => {
    prerenderedForm();
    expect(readPrerenderedForm('contact', EMPTY)).toEqual({ values: EMPTY, focus: null });
    expect(readPrerenderedForm('contact', EMPTY).values).toBe(EMPTY);
  });

  it('reads what was typed into each named field, keeping the rest', () => {
    const { field } = prerenderedForm();
    field('name').value = 'Asha';
    field('message').value = 'Sangeet for 12?';
    expect(readPrerenderedForm('contact', EMPTY).values).toEqual({
      name: 'Asha',
      email: '',
      message: 'Sangeet for 12?',
    });
  });

  it('remembers the focused field and its selection', () => {
    const { field } = prerenderedForm();
    const message = field('message');
    message.value = 'Sangeet for 12?';
    message.focus();
    message.setSelectionRange(3, 7, 'backward');
    expect(readPrerenderedForm('contact', EMPTY).focus).toEqual({
      name: 'message',
      start: 3,
      end: 7,
      direction: 'backward',
    });
  });

  it('does not take focus from a field of another form', () => {
    prerenderedForm();
    const search = document.createElement('form');
    search.innerHTML = '<input name="name">';
    document.body.append(search);
    const other = search.elements.namedItem('name') as HTMLInputElement;
    other.value = 'typed elsewhere';
    other.focus();
    expect(readPrerenderedForm('contact', EMPTY)).toEqual({ values: EMPTY, focus: null });
  });

  it('reads nothing when there is no form with that id', () => {
    const { field } = prerenderedForm();
    field('name').value = 'Asha';
    expect(readPrerenderedForm('missing', EMPTY)).toEqual({ values: EMPTY, focus: null });
  });

  it('reads nothing once the page is no longer the prerendered one', () => {
    const { field } = prerenderedForm();
    field('name').value = 'Asha';
    endHydration();
    expect(readPrerenderedForm('contact', EMPTY).values).toBe(EMPTY);
  });
});

describe('restoreFocus', () => {
  /** React replaced the field's node: the new one holds the value but focus fell to the page. */
  function replaceMessageField(form: HTMLFormElement) {
    const old = form.elements.namedItem('message') as HTMLTextAreaElement;
    const fresh = document.createElement('textarea');
    fresh.name = 'message';
    fresh.value = old.value;
    old.replaceWith(fresh);
    return fresh;
  }

  it('puts focus and selection back in a field whose node was replaced', () => {
    const { form, field } = prerenderedForm();
    field('message').value = 'Sangeet for 12?';
    field('message').focus();
    field('message').setSelectionRange(8, 8);
    const { focus } = readPrerenderedForm('contact', EMPTY);

    const fresh = replaceMessageField(form);
    expect(document.activeElement).toBe(document.body);
    restoreFocus('contact', focus);
    expect(fresh).toBe(document.activeElement);
    expect([fresh.selectionStart, fresh.selectionEnd]).toEqual([8, 8]);
  });

  it('focuses an e-mail field, which has no caret to restore', () => {
    const { form, field } = prerenderedForm();
    field('email').value = 'asha@example.com';
    field('email').focus();
    const { focus } = readPrerenderedForm('contact', EMPTY);
    const email = field('email');
    email.blur();
    restoreFocus('contact', focus);
    expect(document.activeElement).toBe(form.elements.namedItem('email'));
  });

  it('leaves focus alone once the visitor has moved it elsewhere', () => {
    const { form, field } = prerenderedForm();
    field('message').focus();
    const { focus } = readPrerenderedForm('contact', EMPTY);
    replaceMessageField(form);
    const send = document.querySelector('button') as HTMLButtonElement;
    send.focus();
    restoreFocus('contact', focus);
    expect(document.activeElement).toBe(send);
  });
});
