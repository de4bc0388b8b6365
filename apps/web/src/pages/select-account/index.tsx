import { type BillingLookupKey, ENDPOINTS, PRICES, TIER_LIMITS } from '@upstream/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useClientConfig } from '../../api/config/client-config.ts';
import { Link, useSearchParams } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { PlanCard } from './PlanCard.tsx';
import './select-account.scss';

type Interval = 'monthly' | 'annually';

const n = (value: number) => value.toLocaleString('en-US');

function paidFeatures(tier: 'standard' | 'plus'): string[] {
  const limits = TIER_LIMITS[tier];
  return [
    `${limits.dailyEmailSearches} saved searches in your daily email`,
    `${n(limits.trackedItems)} tracked and noted jobs and companies`,
    'Unlimited searches, saved searches, saved jobs and saved companies',
    'Weekly progress report',
  ];
}

/** A paid plan's Select: a form post to checkout with the plan's lookup key (spec §2), when billing is on. */
function PaidSelect({
  lookupKey,
  searchId,
  enabled,
}: {
  lookupKey: BillingLookupKey;
  searchId: string | null;
  enabled: boolean;
}) {
  if (!enabled) {
    return (
      <>
        <Button variant="outline-primary" className="w-100" disabled>
          Coming soon
        </Button>
        <p className="small text-muted-strong mt-2 mb-0">
          Paid plans are coming soon. Checkout isn't open yet.
        </p>
      </>
    );
  }
  return (
    <form method="post" action={ENDPOINTS.startCheckout.path}>
      <input type="hidden" name="lookup_key" value={lookupKey} />
      {searchId && <input type="hidden" name="search_id" value={searchId} />}
      <Button type="submit" className="w-100">
        Select
      </Button>
    </form>
  );
}

/** The pricing page where onboarding ends (spec §2): Monthly/Annually, and three plans. */
export default function SelectAccountPage() {
  usePageTitle('Choose your plan');
  const [params] = useSearchParams();
  const searchId = params.get('search_id');
  const { billing } = useClientConfig();
  const billingEnabled = billing?.enabled ?? false;
  const [interval, setInterval] = useState<Interval>('monthly');
  const annual = interval === 'annually';
  const free = TIER_LIMITS.free;

  return (
    <div className="container-xl py-4 py-md-5">
      <div className="text-center mb-4">
        <h1 className="mb-2">Choose your plan</h1>
        <p className="lead text-muted-strong">
          Sign-up is free. Paid plans start at ${PRICES.standard.monthly}/month.
        </p>
        <ToggleButtonGroup
          type="radio"
          name="billing-interval"
          value={interval}
          onChange={(value: Interval) => setInterval(value)}
          aria-label="Billing interval"
        >
          <ToggleButton id="interval-monthly" value="monthly" variant="outline-primary">
            Monthly
          </ToggleButton>
          <ToggleButton id="interval-annually" value="annually" variant="outline-primary">
            Annually
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div className="row g-4 justify-content-center">
        <div className="col-md-6 col-lg-4">
          <PlanCard
            name="Free/Beta/Private Beta"
            price="$0"
            period={annual ? '/year' : '/month'}
            note="No credit card"
            features={[
              `${free.dailyEmailSearches} saved search in your daily email (Beta ${TIER_LIMITS.beta.dailyEmailSearches}, Private Beta ${TIER_LIMITS.private_beta.dailyEmailSearches})`,
              `${n(free.trackedItems)} tracked and noted jobs and companies (Beta ${TIER_LIMITS.beta.trackedItems}, Private Beta ${TIER_LIMITS.private_beta.trackedItems})`,
              'Unlimited searches, saved searches, saved jobs and saved companies',
              'Monthly progress report',
            ]}
            action={
              <Link
                to={searchId ? `/job-search?search_id=${encodeURIComponent(searchId)}` : '/job-search'}
                className="btn btn-outline-primary w-100"
              >
                Select
              </Link>
            }
          />
        </div>
        <div className="col-md-6 col-lg-4">
          <PlanCard
            name="Standard"
            price={`$${annual ? PRICES.standard.annually : PRICES.standard.monthly}`}
            period={annual ? '/year' : '/month'}
            note={annual ? `Save ${PRICES.standard.annualDiscountPercent}% with annual billing` : undefined}
            features={paidFeatures('standard')}
            highlight
            action={
              <PaidSelect
                lookupKey={annual ? 'standard_annually' : 'standard_monthly'}
                searchId={searchId}
                enabled={billingEnabled}
              />
            }
          />
        </div>
        <div className="col-md-6 col-lg-4">
          <PlanCard
            name="Plus"
            price={`$${annual ? PRICES.plus.annually : PRICES.plus.monthly}`}
            period={annual ? '/year' : '/month'}
            note={annual ? `Save ${PRICES.plus.annualDiscountPercent}% with annual billing` : undefined}
            features={paidFeatures('plus')}
            action={
              <PaidSelect
                lookupKey={annual ? 'plus_annually' : 'plus_monthly'}
                searchId={searchId}
                enabled={billingEnabled}
              />
            }
          />
        </div>
      </div>
    </div>
  );
}
