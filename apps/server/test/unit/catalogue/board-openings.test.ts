import { describe, expect, it } from 'vitest';
import { type BoardWrite, openingsMayChange } from '../../../src/modules/catalogue/board-openings.ts';

// Regrouping a board's openings after a write is skipped only when the write cannot change any opening: these
// are the writes that must regroup (a posting joins, leaves or changes an opening) and those that need not.

type Before = BoardWrite['before'][number];
const open = (id: number, key: string | null, openingId: number | null = null): Before => ({
  id,
  opening_key: key,
  opening_id: openingId,
  closed_at: null,
  moderation: null,
});
const CLOSED = new Date('2026-03-01T00:00:00Z');
const write = (w: Partial<BoardWrite>): BoardWrite => ({
  before: [],
  added: [],
  edited: [],
  reopened: [],
  closed: [],
  ...w,
});
// A board of three openings, one of them posted in two cities (2 is a copy of 1).
const grouped = [open(1, 'platform engineer'), open(2, 'platform engineer', 1), open(3, 'sales lead')];
const ungrouped = [open(1, 'platform engineer'), open(3, 'sales lead'), open(4, 'designer')];

describe('whether a board write can change its openings', () => {
  it('a new posting under a title the board already has open: regrouped', () => {
    const added = [{ openingKey: 'sales lead', repostedFromId: null }];
    expect(openingsMayChange(write({ before: ungrouped, added }))).toBe(true);
  });

  it('two new postings of one opening: regrouped', () => {
    const added = ['analyst', 'analyst'].map((openingKey) => ({ openingKey, repostedFromId: null }));
    expect(openingsMayChange(write({ before: ungrouped, added }))).toBe(true);
  });

  it('a new posting under a title of its own: not regrouped', () => {
    const added = [{ openingKey: 'analyst', repostedFromId: null }];
    expect(openingsMayChange(write({ before: grouped, added }))).toBe(false);
  });

  it('an edit of a copy (its description may no longer be the opening’s): regrouped', () => {
    expect(
      openingsMayChange(write({ before: grouped, edited: [{ id: 2, openingKey: 'platform engineer' }] })),
    ).toBe(true);
  });

  it('an edit of the posting shown for copies: regrouped', () => {
    expect(
      openingsMayChange(write({ before: grouped, edited: [{ id: 1, openingKey: 'platform engineer' }] })),
    ).toBe(true);
  });

  it('an edit that renames a posting into a title the board has open: regrouped', () => {
    expect(
      openingsMayChange(write({ before: ungrouped, edited: [{ id: 4, openingKey: 'sales lead' }] })),
    ).toBe(true);
  });

  it('an edit of a posting alone under its title, staying so: not regrouped', () => {
    expect(openingsMayChange(write({ before: grouped, edited: [{ id: 3, openingKey: 'sales lead' }] }))).toBe(
      false,
    );
  });

  it('an edit that reopens a closed posting beside another of its title: regrouped', () => {
    const before = [...ungrouped, { ...open(5, 'designer'), closed_at: CLOSED }];
    expect(openingsMayChange(write({ before, edited: [{ id: 5, openingKey: 'designer' }] }))).toBe(true);
  });

  it('a copy or the posting shown closing: regrouped', () => {
    expect(openingsMayChange(write({ before: grouped, closed: [2] }))).toBe(true);
    expect(openingsMayChange(write({ before: grouped, closed: [1] }))).toBe(true);
  });

  it('a posting alone under its title closing, or reopening with none beside it: not regrouped', () => {
    expect(openingsMayChange(write({ before: grouped, closed: [3] }))).toBe(false);
    const before = [...ungrouped, { ...open(5, 'analyst'), closed_at: CLOSED }];
    expect(openingsMayChange(write({ before, reopened: [5] }))).toBe(false);
  });

  it('a posting reopening beside another of its title: regrouped', () => {
    const before = [...ungrouped, { ...open(5, 'designer'), closed_at: CLOSED }];
    expect(openingsMayChange(write({ before, reopened: [5] }))).toBe(true);
  });

  it('a copy an operator moderated, or whose posting shown was moderated, since the last regroup: regrouped', () => {
    const copyModerated = [
      open(1, 'platform engineer'),
      { ...open(2, 'platform engineer', 1), moderation: 'removed' as const },
    ];
    expect(openingsMayChange(write({ before: copyModerated }))).toBe(true);
    const shownModerated = [
      { ...open(1, 'platform engineer'), moderation: 'removed' as const },
      open(2, 'platform engineer', 1),
    ];
    expect(openingsMayChange(write({ before: shownModerated }))).toBe(true);
  });

  it('postings written before openings were (no key) never group: not regrouped', () => {
    const before = [open(1, null), open(2, null)];
    expect(openingsMayChange(write({ before, edited: [{ id: 1, openingKey: 'analyst' }] }))).toBe(false);
  });

  it('nothing touched: not regrouped', () => {
    expect(openingsMayChange(write({ before: grouped }))).toBe(false);
  });
});
