import { ENDPOINTS } from '@upstream/contract';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { planBadge } from '../../auth/access.ts';
import { ApiTokensPanel } from '../../components/api-tokens/ApiTokensPanel.tsx';
import { BlockedCompaniesPanel } from '../../components/blocked-companies/BlockedCompaniesPanel.tsx';
import { ForwardingAddressPanel } from '../../components/inbox/ForwardingAddressPanel.tsx';
import { DeleteAccountPanel } from '../../components/member-data/DeleteAccountPanel.tsx';
import { DownloadMyDataPanel } from '../../components/member-data/DownloadMyDataPanel.tsx';
import { SearchFeedsPanel } from '../../components/search-feeds/SearchFeedsPanel.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { SignOutEverywhere } from './SignOutEverywhere.tsx';

// In UTC: the server renders the page, and the browser, wherever it is, must read the same date.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const LENGTHS: Record<string, string> = { month: 'Monthly', year: 'Annual' };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="row py-2 border-bottom">
      <dt className="col-sm-4 text-muted-strong fw-semibold">{label}</dt>
      <dd className="col-sm-8 mb-0 text-break">{children}</dd>
    </div>
  );
}

/** Account settings (spec §2): contact details, billing when there is a payment customer, blocked companies. */
export default function SettingsPage() {
  usePageTitle('Settings');
  const { auth } = useAuth();
  if (!auth) return null;
  const p = auth.permission;
  const name = [auth.first_name, auth.last_name].filter(Boolean).join(' ');

  return (
    <div className="container-xl py-4 py-md-5 page-narrow">
      <h1 className="mb-4">Settings</h1>
      <Card as="section" aria-labelledby="settings-contact" className="mb-4">
        <Card.Body>
          <h2 id="settings-contact" className="h5 mb-3">
            Contact
          </h2>
          <dl className="mb-0">
            <Row label="Name">{name || <span className="text-muted-strong">Not set</span>}</Row>
            <Row label="Email">{auth.email}</Row>
            <Row label="Daily Email Delivery">10am ET</Row>
          </dl>
        </Card.Body>
      </Card>

      {p?.stripe_customer_id && (
        <Card as="section" aria-labelledby="settings-billing" className="mb-4">
          <Card.Body>
            <h2 id="settings-billing" className="h5 mb-3">
              Billing
            </h2>
            <dl>
              <Row label="Tier">{planBadge(auth)}</Row>
              <Row label="Length">{(p.interval && LENGTHS[p.interval]) ?? '—'}</Row>
              <Row label="Renewal Date">
                {p.subscription_current_period_end
                  ? dateFormat.format(new Date(p.subscription_current_period_end))
                  : '—'}
              </Row>
            </dl>
            <form method="post" action={ENDPOINTS.openBillingPortal.path}>
              <input type="hidden" name="customer_id" value={p.stripe_customer_id} />
              <button type="submit" className="btn btn-outline-primary">
                Manage subscription
              </button>
            </form>
          </Card.Body>
        </Card>
      )}

      <ForwardingAddressPanel />
      <BlockedCompaniesPanel />
      <SearchFeedsPanel />
      <ApiTokensPanel />
      <DownloadMyDataPanel member={Boolean(p)} />
      <DeleteAccountPanel />
      <SignOutEverywhere />
    </div>
  );
}
