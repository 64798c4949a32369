import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBooking, type BackendSlot } from '../booking/booking-harness';
import { bookTicket, openSpiedBackend } from '../support/spied-backend';
import { ticket } from './ticket-fixtures';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

const WARNING =
  "Save your ticket: copy the link or download the image. This browser keeps every ticket booked in it (Your tickets), but other devices won't.";

describe('ticket screen after booking (/booking?ticket=…)', () => {
  it('shows the remembered ticket without asking the backend, with the save warning', async () => {
    localStorage.setItem('lastTicket', JSON.stringify(ticket));
    const { backend } = await renderBooking(slot, { path: `/booking?ticket=${ticket.token}` });
    // The screen's code is loaded on demand; the ticket itself comes from memory.
    expect(await screen.findByRole('heading', { level: 1, name: "You're in!" })).toHaveFocus();
    expect(screen.getByRole('article', { name: ticket.title })).toHaveTextContent('₹1,711');
    expect(screen.getByRole('note')).toHaveTextContent(WARNING);
    expect(screen.getByRole('link', { name: 'Book more tickets' })).toHaveAttribute(
      'href',
      '/booking',
    );
    expect(backend.tickets.getByToken).not.toHaveBeenCalled();
  });

  it('adds the ticket to this browser’s list for the header, newest first, with its tickets and amount', async () => {
    const earlier = {
      token: 'EarlierTokenAbCdEfGhIjKl',
      title: 'An earlier night',
      date: '2026-10-01',
      bookedAt: '2026-09-01T10:00:00.000Z',
    };
    localStorage.setItem('bookedTickets', JSON.stringify([earlier]));
    localStorage.setItem('lastTicket', JSON.stringify(ticket));
    await renderBooking(slot, { path: `/booking?ticket=${ticket.token}` });
    await screen.findByRole('article', { name: ticket.title });
    expect(JSON.parse(localStorage.getItem('bookedTickets') ?? 'null')).toEqual([
      {
        token: ticket.token,
        title: ticket.title,
        date: ticket.date,
        bookedAt: ticket.createdAt,
        ticket499Count: ticket.ticket499Count,
        ticket1212Count: ticket.ticket1212Count,
        amountPaid: ticket.amountPaid,
      },
      earlier,
    ]);
  });

  it('keeps working when the stored list is corrupt, and repairs it', async () => {
    localStorage.setItem('bookedTickets', '{not json');
    localStorage.setItem('lastTicket', JSON.stringify(ticket));
    await renderBooking(slot, { path: `/booking?ticket=${ticket.token}` });
    await screen.findByRole('article', { name: ticket.title });
    expect(JSON.parse(localStorage.getItem('bookedTickets') ?? 'null')).toHaveLength(1);
  });

  it('loads the ticket when this browser does not remember it', async () => {
    const spied = await openSpiedBackend();
    const booked = await bookTicket(spied);
    localStorage.setItem('lastTicket', JSON.stringify({ ...booked, token: 'SomeOtherToken123' }));
    const { backend } = await renderBooking(slot, {
      backend: spied,
      path: `/booking?ticket=${booked.token}`,
    });
    expect(await screen.findByRole('article', { name: booked.title })).toBeInTheDocument();
    expect(backend.tickets.getByToken).toHaveBeenCalledWith(booked.token);
  });

  it('ignores a tampered memory and asks the backend', async () => {
    localStorage.setItem('lastTicket', JSON.stringify({ ...ticket, amountPaid: 'free' }));
    const { backend } = await renderBooking(slot, { path: `/booking?ticket=${ticket.token}` });
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ticket not found or invalid token.');
    expect(backend.tickets.getByToken).toHaveBeenCalledWith(ticket.token);
    expect(backend.tickets.getLegacyBooking).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to booking' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });

  it('never looks up a malformed token', async () => {
    const { backend } = await renderBooking(slot, { path: '/booking?ticket=../../admin' });
    expect(screen.getByRole('alert')).toHaveTextContent('Ticket not found or invalid token.');
    expect(backend.tickets.getByToken).not.toHaveBeenCalled();
  });
});
