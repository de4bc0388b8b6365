import type { Ats } from '@upstream/contract';
import { ashby } from './ashby.ts';
import { breezy } from './breezy.ts';
import { greenhouse } from './greenhouse.ts';
import { lever } from './lever.ts';
import { personio } from './personio.ts';
import { pinpoint } from './pinpoint.ts';
import { recruitee } from './recruitee.ts';
import { rippling } from './rippling.ts';
import { smartrecruiters } from './smartrecruiters.ts';
import { teamtailor } from './teamtailor.ts';
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
  personio,
  teamtailor,
  pinpoint,
  rippling,
  breezy,
};
