import type { Outcome } from './message.ts';

// What the email says, decided sentence by sentence. Each rule is a phrase hiring mail uses for one outcome;
// the strongest outcome found wins in the order of harm: a rejection's phrase beats an offer's (a wrong
// rejection is the worst error, and "we extended an offer to another candidate" is a rejection), an offer's
// beats an interview's, an interview's beats a confirmation's. A guard phrase voids a sentence ("if you are
// selected for an interview", "we can't reply to every applicant").

interface Rule {
  outcome: Exclude<Outcome, 'other'>;
  re: RegExp;
  /** How sure this phrase alone makes us (the reading's confidence when it decides). */
  strength: number;
}

const R = (outcome: Rule['outcome'], strength: number, ...res: RegExp[]): Rule[] =>
  res.map((re) => ({ outcome, re, strength }));

const RULES: Rule[] = [
  ...R(
    'rejected',
    0.97,
    /\b(?:not|won['’]?t|will not)\s+(?:be\s+)?(?:moving|move|going|taking|take)\s+(?:forward|ahead|further|any further)?\s*(?:with\s+)?(?:your|you)\b/i,
    /\bdecided\s+(?:not\s+to|to\s+not)\s+(?:move|moving|proceed|continue|progress|pursue|invite|go|take|advance)\b/i,
    /\b(?:move|moving|go|going|proceed|proceeding|continue|continuing|pursue|pursuing)\s+(?:forward|ahead)?\s*with\s+(?:other|another)\s+(?:candidates?|applicants?)\b/i,
    /\b(?:decided|chosen|chose|opted)\s+to\s+(?:go|move|proceed|continue|pursue)\s+(?:ahead\s+)?with\s+(?:other|another)\b/i,
    /\bregret\s+to\s+(?:inform|tell|let)\b/i,
    /\b(?:decided|chosen|chose)\s+to\s+pursue\s+(?:other|another)\b/i,
    /\b(?:decided|chosen)\s+to\s+(?:continue|proceed|move\s+forward)\s+with\s+(?:other\s+)?(?:candidates|applicants)\s+whose\b/i,
    /\b(?:position|role|vacancy|job)\b[^.]{0,60}\bhas\s+(?:now\s+)?been\s+filled\b/i,
    /\bregrettably\b/i,
    /\b(?:have\s+)?not\s+been\s+(?:selected|successful|shortlisted)\b/i,
    /\b(?:was|were|are|have|has)\s+not\s+(?:been\s+)?(?:selected|chosen)\b/i,
    /\b(?:haven['’]?t|hasn['’]?t|weren['’]?t|wasn['’]?t)\s+(?:been\s+)?(?:selected|chosen)\b/i,
    /\bdid\s+not\s+select\s+(?:your|you|it)\b/i,
    /\b(?:chosen|decided)\s+not\s+to\s+(?:take|move|progress|advance|invite)\s+(?:your|you)\b/i,
    /\b(?:proceed|continue|move\s+forward)\b[^.]{0,40}\bwith\s+other\s+(?:candidates|applicants)\b/i,
    /\b(?:couldn['’]?t|could\s+not)\s+find\s+an?\s+(?:immediate\s+)?match\b/i,
    /\bselected\s+a\s+candidate\s+for\s+the\s+(?:role|position)\b/i,
    /\bnot\s+(?:fully\s+)?convinced\b/i,
    /\b(?:extend(?:ed)?|made|make)\s+(?:an\s+)?offer\s+(?:out\s+)?to\s+(?:a|another|the\s+other|other)\s+(?:candidate|applicant)\b/i,
    /\b(?:recently|just|already)\s+filled\b|\bfilled\s+(?:this|the)\s+(?:position|role|vacancy|opening)\b/i,
    /\bnot\s+be\s+(?:able\s+to\s+)?(?:moving|move)\s+(?:forward|ahead)\b/i,
    /\b(?:don['’]?t|do\s+not)\s+see\s+a\s+(?:strong\s+)?(?:mutual\s+)?(?:fit|match)\b/i,
    /\bnot\s+(?:the\s+)?(?:right|best|strongest|most\s+competitive)\s+(?:fit|match|candidate)\b/i,
    /\b(?:can['’]?t|cannot|unable\s+to|not\s+able\s+to)\s+offer\s+you\b/i,
    /\b(?:was|has been|were)\s+(?:not|un)successful\b/i,
    /\bunable\s+to\s+(?:offer\s+you|consider\s+your|proceed\s+with\s+your|move\s+forward|progress\s+your)\b/i,
    /\b(?:position|role|vacancy|job)\s+(?:has|had)\s+(?:now\s+)?been\s+filled\b/i,
    /\b(?:we\s+have\s+)?(?:now\s+)?filled\s+the\s+(?:position|role|vacancy)\b/i,
    /\bno\s+longer\s+(?:considering|consider|be\s+considering|available\s+to\s+you|moving)\b/i,
    /\b(?:extend(?:ed)?|made|make|offer(?:ed)?)\s+(?:an\s+|the\s+)?(?:offer|position|role)\s+to\s+(?:another|a\s+different|other)\s+(?:candidate|applicant|person)\b/i,
    /\b(?:selected|chosen|chose|hired|picked)\s+(?:another|a\s+different|other)\s+(?:candidate|applicant|person)\b/i,
    /\bchosen\s+a\s+candidate\s+whose\b/i,
    /\b(?:go|going|gone)\s+with\s+another\s+candidate\b/i,
    /\bdoes\s+not\s+match\s+what\s+we\s+are\s+looking\s+for\b/i,
    /\bnot\s+(?:to\s+)?continue\s+with\s+your\s+(?:candidacy|application)\b/i,
    /\bnot\s+(?:be\s+)?(?:taking|take)\s+your\s+application\s+(?:any\s+)?further\b/i,
    /\bunfortunately,?\s+(?:your\s+application|we\s+(?:will|won['’]?t|are\s+not|have\s+decided|cannot|can['’]?t\s+offer|are\s+unable))/i,
    /\bnot\s+(?:be\s+)?(?:proceeding|progressing)\s+(?:with\s+)?your\b/i,
  ),
  ...R(
    'offer',
    0.96,
    /\b(?:pleased|happy|delighted|thrilled|excited|glad)\s+to\s+(?:offer|extend)\b/i,
    /\b(?:like|love)\s+to\s+offer\s+you\b/i,
    /\boffer\s+you\s+the\s+(?:position|role|job)\b/i,
    /\bextend(?:ing)?\s+you\s+(?:an|the\s+following)\s+(?:job\s+)?offer\b/i,
    /\bextend(?:ing)?\s+the\s+following\s+(?:job\s+)?offer\b/i,
    /\bmake\s+you\s+an\s+offer\b/i,
    /\b(?:sent|send)\s+you\s+an\s+offer\b/i,
    /\byou\s+have\s+been\s+selected\s+for\s+the\b/i,
    /\byour\s+(?:offer\s+letter|offer\s+package|formal\s+offer)\b/i,
    /\boffer\s+letter\s+(?:is\s+)?(?:attached|ready)\b/i,
    /\b(?:accept(?:ance of)?|sign)\s+(?:the|this|your)\s+offer\b/i,
  ),
  ...R('offer', 0.8, /\b(?:job\s+)?offer\s+(?:for|from)\b/i, /\boffer\s+of\s+employment\b/i),
  ...R(
    'interview',
    0.93,
    /\binvit(?:e|ing)\s+you\s+(?:to|for)\s+(?:an?\s+|the\s+|our\s+)?(?:[\w-]+\s+){0,3}(?:interviews?|round|call|conversation|stage)\b/i,
    /\b(?:like|love|want)\s+to\s+(?:schedule|set\s+up|arrange|book|have)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}(?:interview|call|chat|phone\s+screen|conversation|meeting)\b/i,
    /\b(?:like|love)\s+to\s+(?:invite|interview)\s+you\b/i,
    /\bwould\s+like\s+to\s+interview\b/i,
    /\binterview\s+(?:is|has\s+been)\s+(?:confirmed|scheduled|booked|set)\b/i,
    /\byour\s+interview\s+(?:for|with|on|is|tomorrow)\b/i,
    /\b(?:book|pick|choose|select|schedule)\s+(?:a|one\s+of\s+the|your|the)?\s*(?:preferred\s+)?(?:time|slot|moment|date)s?\b/i,
    /\b(?:submit|share|send)\s+(?:us\s+)?(?:your\s+)?(?:availability|the\s+times\s+you\s+are\s+available)\b/i,
    /\b(?:reschedule|move)\s+(?:this|our|the|your)\s+(?:interview|meeting)\b/i,
    /\bto\s+reschedule\s+(?:your|the|our)\s+interview\b/i,
    /\bmove\s+(?:you\s+)?forward\s+to\s+the\s+next\s+(?:step|stage|round)\b/i,
    /\b(?:next|final)\s+round\b/i,
    /\breminder\s+of\s+your\s+interview\b/i,
    /\bfree\s+for\s+\d+\s+minutes\b/i,
    /\bpassed\s+our\s+initial\s+screening\b/i,
    /\bnext\s+step\s+is\s+an\s+interview\b/i,
    /\bwould\s+like\s+to\s+interview\s+you\b/i,
  ),
  ...R(
    'received',
    0.9,
    /\b(?:have|has|we['’]ve)\s+(?:successfully\s+)?received\s+your\s+(?:application|cv|resume)\b/i,
    /\breceived\s+your\s+application\b/i,
    /\byour\s+application\s+(?:for\s+[^.]{1,80}\s+)?(?:has\s+been|was|is)\s+(?:successfully\s+)?(?:received|submitted)\b/i,
    /\b(?:this\s+(?:email|message)\s+)?confirms?\s+(?:that\s+)?(?:we\s+have\s+received|your\s+application)\b/i,
    /\byour\s+application\s+(?:for\s+[^.]{1,80}\s+)?has\s+reached\s+us\b/i,
    /\bgot\s+your\s+application\b/i,
    /\byour\s+application\s+is\s+now\s+with\b/i,
    /\bwe\s+(?:will|['’]ll)\s+review\s+(?:your\s+application|it|your\s+profile)\b/i,
    /\b(?:reviewing|review)\s+(?:your\s+application|applications\s+now)\b/i,
  ),
  ...R(
    'received',
    0.8,
    /\bthank(?:s|\s+you)\s+(?:so\s+much\s+)?for\s+(?:applying|your\s+application|sending\s+your\s+cv)\b/i,
  ),
];

/** A sentence in these shapes is about a possible future or a kind of mail that decides nothing. */
const GUARDS: RegExp[] = [
  /\bif\s+(?:you\s+are|you['’]re)\s+selected\b/i,
  /\bif\s+(?:your|there['’]?s|there\s+is)\b/i,
  /\bif\s+you\s+(?:are|were|have)\s+not\b/i,
  /\bwill\s+(?:let\s+you\s+know|be\s+in\s+touch|contact\s+you|reach\s+out)\s+if\b/i,
  /\bnot\s+able\s+to\s+(?:reply|respond)\s+to\s+(?:every|each)\b/i,
  /\b(?:security|verification)\s+code\b/i,
  /\bsurvey\b/i,
  /\bassessment\b/i,
  /\bwithdr[ae]wn?\b/i,
  /\btalent\s+(?:community|network)\b/i,
  /\bhaven['’]t\s+picked\b/i,
  /\b(?:interview|meeting)\s+[^.]{0,40}\bis\s+cancel+ed\b/i,
  /\bput\s+this\s+position\s+on\s+hold\b/i,
  /\bstill\s+under\s+review\b/i,
  /\bplease\s+answer\b|\banswer\s+a\s+few\b/i,
  /\bunsubscribe\b/i,
];

/** Mail that decides nothing even when a phrase above appears in it (its subject says what it is). */
const OTHER_SUBJECTS: RegExp[] = [
  /\bsecurity\s+code\b/i,
  /\bsurvey\b/i,
  /\bassessment\b/i,
  /\bwithdrawn\b/i,
  /\btalent\s+community\b/i,
  /\bnew\s+jobs\b/i,
  /\bcancel+ing\s+interview\b/i,
  /\be-signature\s+request\b/i,
  /\bcomplete\s+your\s+application\b/i,
  /\breminder:\s+choose\b/i,
  /\ba\s+few\s+questions\b/i,
];

export function sentencesOf(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .split(/\n\s*\n/)
    .flatMap((para) => para.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z"“(])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const ORDER: Rule['outcome'][] = ['rejected', 'offer', 'interview', 'received'];

export interface OutcomeReading {
  outcome: Outcome;
  confidence: number;
  sentence: string | null;
}

export function outcomeOf(subject: string, text: string): OutcomeReading {
  if (OTHER_SUBJECTS.some((re) => re.test(subject)))
    return { outcome: 'other', confidence: 0.9, sentence: null };
  const found = new Map<Rule['outcome'], { strength: number; sentence: string }>();
  for (const sentence of [...sentencesOf(text), subject]) {
    if (GUARDS.some((g) => g.test(sentence))) continue;
    // A sentence that turns the candidate down says nothing else ("not to take your application to the next
    // round" is no invitation; "extended an offer to another candidate" is no offer).
    const rejects = RULES.some((r) => r.outcome === 'rejected' && r.re.test(sentence));
    for (const rule of RULES) {
      if (rejects && rule.outcome !== 'rejected') continue;
      if (!rule.re.test(sentence)) continue;
      const best = found.get(rule.outcome);
      if (!best || rule.strength > best.strength)
        found.set(rule.outcome, { strength: rule.strength, sentence });
    }
  }
  const winner = ORDER.find((o) => found.has(o));
  if (!winner) return { outcome: 'other', confidence: 0.6, sentence: null };
  const { strength, sentence } = found.get(winner)!;
  // A rival reading of higher rank than a confirmation, or two decisive ones at once, makes the member decide.
  const rivals = ORDER.filter((o) => o !== winner && o !== 'received' && found.has(o));
  const confidence = rivals.length > 0 ? Math.min(strength, 0.7) : strength;
  return {
    outcome: winner,
    confidence,
    sentence: sentence.length > 300 ? `${sentence.slice(0, 297)}…` : sentence,
  };
}
