import type { Migration } from 'kysely';
import * as initial from './2026112201_initial.ts';
import * as ingestionScheduling from './2026112210_ingestion_scheduling.ts';
import * as ingestionListingHash from './2026112211_ingestion_listing_hash.ts';
import * as jobsSearch from './2026112220_jobs_search.ts';
import * as jobsSearchStatistics from './2026112221_jobs_search_statistics.ts';
import * as jobsLocationKeys from './2026112222_jobs_location_keys.ts';
import * as jobsFacetsGin from './2026112223_jobs_facets_gin.ts';
import * as alertsDelivery from './2026112231_alerts_delivery.ts';
import * as accountsOidcLogins from './2026112240_accounts_oidc_logins.ts';
import * as trackingCalendarImport from './2026112250_tracking_calendar_import.ts';
import * as jobsWalkCovering from './2026112270_jobs_walk_covering.ts';
import * as ingestionLocationKeysUnchanged from './2026112280_ingestion_location_keys_unchanged.ts';
import * as ingestionBulkWrites from './2026112290_ingestion_bulk_writes.ts';
import * as jobsPrivateCompanies from './2026112300_jobs_private_companies.ts';
import * as accountsOidcIssuer from './2026112301_accounts_oidc_issuer.ts';
import * as accountsUnpaidTier from './2026112302_accounts_unpaid_tier.ts';
import * as adminAuditLog from './2026112510_admin_audit_log.ts';
import * as contentRequestStatus from './2026112511_content_request_status.ts';
import * as jobsListedAt from './2026112520_jobs_listed_at.ts';
import * as jobsModeration from './2026112530_jobs_moderation.ts';
import * as trackingFlagReview from './2026112531_tracking_flag_review.ts';
import * as alertsDigestRuns from './2026112532_alerts_digest_runs.ts';
import * as contentConsole from './2026112533_content_console.ts';
import * as emailConsole from './2026112534_email_console.ts';
import * as jobsWorkModeSalary from './2026112540_jobs_work_mode_salary.ts';
import * as accountsOpenCheckout from './2026112610_accounts_open_checkout.ts';
import * as accountsVoidSignInLinks from './2026112611_accounts_void_sign_in_links.ts';
import * as contentRequestWebUrls from './2026112612_content_request_web_urls.ts';
import * as emailOperatorNotesHeld from './2026112613_email_operator_notes_held.ts';
import * as inboxMessages from './2026112614_inbox_messages.ts';
import * as companiesIndustrySource from './2026112620_companies_industry_source.ts';
import * as jobsFacts from './2026112641_jobs_facts.ts';
import * as listingEvidenceFlagOutcomes from './2026112650_listing_evidence_flag_outcomes.ts';
import * as accountsApiTokens from './2026112660_accounts_api_tokens.ts';
import * as savedSearchesFeeds from './2026112661_saved_searches_feeds.ts';
import * as accountsFirstSubscribed from './2026112675_accounts_first_subscribed.ts';
import * as catalogueOpenings from './2026112701_catalogue_openings.ts';
import * as jobsFactsVersion from './2026112705_jobs_facts_version.ts';
import * as catalogueOpeningRemote from './2026112706_catalogue_opening_remote.ts';
import * as catalogueJobsFillfactor from './2026112707_catalogue_jobs_fillfactor.ts';
import * as catalogueJobsFewerIndexEntries from './2026112708_catalogue_jobs_fewer_index_entries.ts';
import * as ingestionListingCount from './2026112709_ingestion_listing_count.ts';
import * as trackingViewerListVersions from './2026112710_tracking_viewer_list_versions.ts';
import * as cataloguePlacesNoCityIndex from './2026112711_catalogue_places_no_city_index.ts';

// Every migration, by name (applied in name order). Add a new file here; never edit an applied one.
export const migrations: Record<string, Migration> = {
  '2026112201_initial': initial,
  '2026112210_ingestion_scheduling': ingestionScheduling,
  '2026112211_ingestion_listing_hash': ingestionListingHash,
  '2026112220_jobs_search': jobsSearch,
  '2026112221_jobs_search_statistics': jobsSearchStatistics,
  '2026112222_jobs_location_keys': jobsLocationKeys,
  '2026112223_jobs_facets_gin': jobsFacetsGin,
  '2026112231_alerts_delivery': alertsDelivery,
  '2026112240_accounts_oidc_logins': accountsOidcLogins,
  '2026112250_tracking_calendar_import': trackingCalendarImport,
  '2026112270_jobs_walk_covering': jobsWalkCovering,
  '2026112280_ingestion_location_keys_unchanged': ingestionLocationKeysUnchanged,
  '2026112290_ingestion_bulk_writes': ingestionBulkWrites,
  '2026112300_jobs_private_companies': jobsPrivateCompanies,
  '2026112301_accounts_oidc_issuer': accountsOidcIssuer,
  '2026112302_accounts_unpaid_tier': accountsUnpaidTier,
  '2026112510_admin_audit_log': adminAuditLog,
  '2026112511_content_request_status': contentRequestStatus,
  '2026112520_jobs_listed_at': jobsListedAt,
  '2026112530_jobs_moderation': jobsModeration,
  '2026112531_tracking_flag_review': trackingFlagReview,
  '2026112532_alerts_digest_runs': alertsDigestRuns,
  '2026112533_content_console': contentConsole,
  '2026112534_email_console': emailConsole,
  '2026112540_jobs_work_mode_salary': jobsWorkModeSalary,
  '2026112610_accounts_open_checkout': accountsOpenCheckout,
  '2026112611_accounts_void_sign_in_links': accountsVoidSignInLinks,
  '2026112612_content_request_web_urls': contentRequestWebUrls,
  '2026112613_email_operator_notes_held': emailOperatorNotesHeld,
  '2026112614_inbox_messages': inboxMessages,
  '2026112620_companies_industry_source': companiesIndustrySource,
  '2026112641_jobs_facts': jobsFacts,
  '2026112650_listing_evidence_flag_outcomes': listingEvidenceFlagOutcomes,
  '2026112660_accounts_api_tokens': accountsApiTokens,
  '2026112661_saved_searches_feeds': savedSearchesFeeds,
  '2026112675_accounts_first_subscribed': accountsFirstSubscribed,
  '2026112705_jobs_facts_version': jobsFactsVersion,
  '2026112701_catalogue_openings': catalogueOpenings,
  '2026112706_catalogue_opening_remote': catalogueOpeningRemote,
  '2026112707_catalogue_jobs_fillfactor': catalogueJobsFillfactor,
  '2026112708_catalogue_jobs_fewer_index_entries': catalogueJobsFewerIndexEntries,
  '2026112709_ingestion_listing_count': ingestionListingCount,
  '2026112710_tracking_viewer_list_versions': trackingViewerListVersions,
  '2026112711_catalogue_places_no_city_index': cataloguePlacesNoCityIndex,
};
