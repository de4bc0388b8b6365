import type { SourcePlace } from '../normalise/location.ts';
import { asArray, asDate, asRecord, type Connector, objectItems } from './types.ts';
import { parseXmlFeed, xmlText } from './xml.ts';

type Item = Record<string, unknown>;

/** Personio's public XML feed: every open position with its description sections, in one answer. */
export const personio: Connector<Item> = {
  ats: 'personio',
  listsInOneRequest: true,

  async list({ baseUrl, http }) {
    const feed = parseXmlFeed(
      await http.text(`${baseUrl}/xml?language=en`, { offHostRedirectIsNotFound: true }),
      'workzag-jobs',
    );
    return objectItems(feed.position);
  },

  externalId: (item) => xmlText(item.id),

  toSource(item, { baseUrl }) {
    const id = xmlText(item.id);
    const title = xmlText(item.name);
    if (!id || !title) return null;
    // <office> is read as a list wherever it appears (it repeats inside <additionalOffices>). Some feeds put
    // the extra office straight in <additionalOffices>Münster</additionalOffices>.
    const additional = item.additionalOffices;
    const offices = [
      ...asArray(item.office),
      ...(typeof additional === 'string' ? [additional] : asArray(asRecord(additional)?.office)),
    ]
      .map(xmlText)
      .filter((x): x is string => !!x);
    const places: SourcePlace[] = offices.map((text) => ({ text }));
    const sections = objectItems(asRecord(item.jobDescriptions)?.jobDescription)
      .map((s) => ({ name: xmlText(s.name), html: xmlText(s.value) }))
      .filter((s) => s.html);
    const html = sections.map((s) => `${s.name ? `<h3>${s.name}</h3>` : ''}${s.html}`).join('');
    // "full-time" + "permanent", "part-time" + "intern": the schedule says part-time, the type says intern.
    const employment = [xmlText(item.schedule), xmlText(item.employmentType)].filter(Boolean).join(', ');
    return {
      externalId: id,
      title,
      url: `${baseUrl}/job/${encodeURIComponent(id)}`,
      places,
      remote: offices.length > 0 && offices.every((o) => /\bremote\b/i.test(o)),
      department: xmlText(item.department),
      functionHint: xmlText(item.occupationCategory) ?? xmlText(item.recruitingCategory),
      levelHint: xmlText(item.seniority),
      employmentType: employment || null,
      descriptionHtml: html || null,
      postedAt: asDate(xmlText(item.createdAt)),
    };
  },
};
