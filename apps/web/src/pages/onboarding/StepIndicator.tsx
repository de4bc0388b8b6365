import { ONBOARDING_STEPS } from '@upstream/contract';

/** 'Step N of 7' with a progress bar (the 7-step reading of spec §2). */
export function StepIndicator({ step }: { step: number }) {
  return (
    <div className="mb-4">
      <p className="small fw-semibold text-muted-strong mb-2">
        Step {step} of {ONBOARDING_STEPS}
      </p>
      <div
        className="onboarding-progress"
        role="progressbar"
        aria-label={`Step ${step} of ${ONBOARDING_STEPS}`}
        aria-valuemin={1}
        aria-valuemax={ONBOARDING_STEPS}
        aria-valuenow={step}
      >
        <div style={{ width: `${(step / ONBOARDING_STEPS) * 100}%` }} />
      </div>
    </div>
  );
}

/** The four-dot indicator of the intro pages (welcome, advising, job-search intro, first saved search). */
export function DotIndicator({ dot, of = 4 }: { dot: number; of?: number }) {
  return (
    <ol className="onboarding-dots" aria-label={`Part ${dot} of ${of}`}>
      {Array.from({ length: of }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, nothing else identifies them
        <li key={i} aria-current={i + 1 === dot ? 'step' : undefined}>
          <span className="visually-hidden">
            {i + 1 === dot ? `Part ${i + 1}, current` : `Part ${i + 1}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
