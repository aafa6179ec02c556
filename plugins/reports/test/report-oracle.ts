import type { ReportFigures } from '@balcao/plugin-tickets';
import type { LifeRow, Workday } from './workday-fixture.js';

/** The figures a report should give, computed in plain code from the rows as they were written. */
export type Expected = ReportFigures;

type Dimension = 'attendant' | 'queue' | 'connection' | 'tag' | 'hour' | 'none';

const wholeSeconds = (from: Date, to: Date) => Math.trunc((to.getTime() - from.getTime()) / 1000);
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/** The lives of company `day` that started waiting in [start, end), grouped by the dimension's keys. */
export function expectedFigures(
  day: Workday,
  start: Date,
  end: Date,
  by: Dimension,
): Map<number | null, Expected> {
  const livesOf = new Map<number, LifeRow[]>();
  for (const life of day.lives) livesOf.set(life.ticketId, [...(livesOf.get(life.ticketId) ?? []), life]);
  const endOf = (life: LifeRow) =>
    livesOf
      .get(life.ticketId)!
      .map((l) => l.createdAt.getTime())
      .filter((t) => t > life.createdAt.getTime())
      .sort((a, b) => a - b)[0] ?? Infinity;
  const within = (life: LifeRow, at: Date) =>
    at.getTime() >= life.createdAt.getTime() && at.getTime() < endOf(life);

  const ratingsOf = new Map<number, Workday['ratings']>();
  for (const r of day.ratings) ratingsOf.set(r.ticketId, [...(ratingsOf.get(r.ticketId) ?? []), r]);
  const groups = new Map<number | null, LifeRow[]>();
  const add = (key: number | null, life: LifeRow) => groups.set(key, [...(groups.get(key) ?? []), life]);
  for (const life of day.lives) {
    const waiting = life.queuedAt ?? life.createdAt;
    if (waiting < start || waiting >= end) continue;
    if (by === 'none') add(null, life);
    else if (by === 'attendant') add(life.userId, life);
    else if (by === 'queue') add(life.queueId, life);
    else if (by === 'connection') add(life.whatsappId, life);
    else if (by === 'hour') add(Math.floor((waiting.getTime() - start.getTime()) / 3600e3) % 24, life);
    else {
      const tags = day.tagsOf.get(life.ticketId) ?? [];
      if (!tags.length) add(null, life);
      for (const tag of tags) add(tag, life);
    }
  }

  const figures = new Map<number | null, Expected>();
  for (const [key, lives] of groups) {
    const since = (life: LifeRow, at: Date | null | undefined) =>
      at ? wholeSeconds(life.queuedAt ?? life.createdAt, at) : null;
    const positive = (xs: Array<number | null>) => xs.filter((x): x is number => x !== null && x >= 0);
    const rates = lives.flatMap((life) =>
      (ratingsOf.get(life.ticketId) ?? []).filter((r) => within(life, r.at)).map((r) => r.rate),
    );
    const firstReply = (life: LifeRow) =>
      (day.replies.get(life.ticketId) ?? []).filter((at) => within(life, at)).sort((a, b) => +a - +b)[0];
    figures.set(key, {
      tickets: lives.length,
      resolved: lives.filter((l) => l.finishedAt).length,
      waitSeconds: mean(positive(lives.map((l) => since(l, l.startedAt)))),
      firstResponseSeconds: mean(positive(lives.map((l) => since(l, firstReply(l))))),
      resolutionSeconds: mean(positive(lives.map((l) => since(l, l.finishedAt)))),
      ratings: rates.length,
      ratingAverage: mean(rates),
      satisfied: rates.filter((r) => r === 3).length,
    });
  }
  return figures;
}
