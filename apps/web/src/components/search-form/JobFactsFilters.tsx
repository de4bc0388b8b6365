import {
  POSTED_WITHIN,
  POSTED_WITHIN_LABELS,
  type PostedWithin,
  REMOTE_REGION_COUNTRIES,
  remoteRegionLabel,
  VISA_FILTER_LABELS,
  VISA_FILTERS,
  type VisaFilter,
} from '@upstream/contract';
import { useId } from 'react';
import { MultiSelect, type MultiSelectOption } from '../multi-select/MultiSelect.tsx';
import type { SearchFormValues } from './values.ts';

type FactsValues = Pick<SearchFormValues, 'posted_within' | 'visa' | 'remote_region'>;

/** "Remote · Portugal" and the other countries the remote-region filter lists, plus any the URL asked for. */
function regionOptions(selected: readonly string[]): MultiSelectOption[] {
  const codes = [...new Set([...Object.keys(REMOTE_REGION_COUNTRIES), ...selected])];
  return codes.map((code, i) => ({ id: i + 1, value: remoteRegionLabel(code), match_value: code }));
}

/** The filters on a job's facts (issues 22, 23): how recently it was posted, visa sponsorship, remote region. */
export function JobFactsFilters({
  values,
  onChange,
}: {
  values: FactsValues;
  onChange: <K extends keyof FactsValues>(key: K, value: FactsValues[K]) => void;
}) {
  const id = useId();
  return (
    <>
      <div className="mb-3">
        <label className="fw-semibold mb-1 form-label" htmlFor={`${id}-posted`}>
          Posted within
        </label>
        <select
          id={`${id}-posted`}
          className="form-select"
          value={values.posted_within}
          onChange={(e) => onChange('posted_within', e.target.value as PostedWithin | '')}
        >
          <option value="">Any time</option>
          {POSTED_WITHIN.map((span) => (
            <option key={span} value={span}>
              {POSTED_WITHIN_LABELS[span]}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label className="fw-semibold mb-1 form-label" htmlFor={`${id}-visa`}>
          Visa sponsorship
        </label>
        <select
          id={`${id}-visa`}
          className="form-select"
          value={values.visa}
          onChange={(e) => onChange('visa', e.target.value as VisaFilter | '')}
        >
          <option value="">Any</option>
          {VISA_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {VISA_FILTER_LABELS[filter]}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <MultiSelect
          label="Remote from"
          options={regionOptions(values.remote_region)}
          selected={values.remote_region}
          onChange={(next) => onChange('remote_region', next)}
          placeholder="Any"
        />
      </div>
    </>
  );
}
