import { describe, expect, it } from 'vitest';
import { defaultSearchFormValues, submitLabel, toSearchForm, valuesFromParams } from './values.ts';

describe('search form values', () => {
  it('starts from the spec defaults: saved with a daily email, nothing filtered', () => {
    expect(defaultSearchFormValues()).toMatchObject({
      saved: false,
      tracked: false,
      role: [],
      city: [],
      company: [],
      job_title_search: [],
      save_search: true,
      save_email: true,
      search_id: null,
      search_name: '',
      email_already_saved: false,
    });
  });

  it('labels the button Search, Save & search or Update & search', () => {
    expect(submitLabel({ save_search: false, search_id: 4 })).toBe('Search');
    expect(submitLabel({ save_search: true, search_id: null })).toBe('Save & search');
    expect(submitLabel({ save_search: true, search_id: 4 })).toBe('Update & search');
  });

  it('reads a saved-search-filters answer into initial values', () => {
    const values = valuesFromParams(
      'search_id=12&search_name=NYC+data&save_email=true&email_already_saved=true&role=Data&city=New+York%7CNY',
    );
    expect(values).toMatchObject({
      search_id: 12,
      search_name: 'NYC data',
      save_email: true,
      email_already_saved: true,
      save_search: false,
      role: ['Data'],
      city: ['New York|NY'],
    });
  });

  it('sends the form as save-search expects it, with an empty id list for a new search', () => {
    const form = toSearchForm({
      ...defaultSearchFormValues(),
      search_name: '  Remote design  ',
      type: ['remote'],
    });
    expect(form).toMatchObject({
      search_id: [],
      search_name: 'Remote design',
      type: ['remote'],
      save_search: true,
    });
  });
});
