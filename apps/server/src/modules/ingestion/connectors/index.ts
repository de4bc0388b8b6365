import type { Ats } from '@upstream/contract';
import { ashby } from './ashby.ts';
import { greenhouse } from './greenhouse.ts';
import { lever } from './lever.ts';
import { recruitee } from './recruitee.ts';
import { smartrecruiters } from './smartrecruiters.ts';
import type { Connector } from './types.ts';
import { workable } from './workable.ts';
import { workday } from './workday.ts';

/** Every supported ATS and its connector. */
export const CONNECTORS: Record<Ats, Connector<Record<string, unknown>>> = {
  greenhouse,
  lever,
  ashby,
  smartrecruiters,
  workable,
  recruitee,
  workday,
};
