import type { components } from './generated/openapi.js';

/** Any event biopermit sends, a webhook's body or an item of the feed: a union discriminated by `type` (docs/EVENTS.md). */
export type Event = components['schemas']['Event'];
export type EventType = Event['type'];
/** The event of one type, e.g. `EventOf<'permit.issued'>`: checking `type` narrows an `Event` to it. */
export type EventOf<T extends EventType> = Extract<Event, { type: T }>;
