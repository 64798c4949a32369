import type { TicketMailSettings } from '@/domain/ticket-mail';
import { site } from './site';

/**
 * The ticket e-mail's site facts from the one site config, for a site at `siteUrl` (its origin,
 * e.g. https://sangeetvibes.in). Reads no environment, so Cloud Functions can use it too.
 */
export function ticketMailSettings(siteUrl: string): TicketMailSettings {
  return {
    siteUrl: siteUrl.replace(/\/+$/, ''),
    siteName: site.name,
    tagline: site.tagline,
    dressCode: site.dressCode,
    replyTo: site.email,
  };
}
