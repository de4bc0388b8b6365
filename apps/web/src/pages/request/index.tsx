import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_REQUEST_TYPE,
  REQUEST_FIELD_MAX,
  REQUEST_TYPES,
  type RequestForm,
  type RequestType,
  requestFormSchema,
} from '@upstream/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { fileRequest } from '../../api/content/content.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

const TYPE_LABELS: Record<RequestType, string> = {
  'company job board': 'Company job board',
  'auto apply': 'Auto apply tool',
  'company research': 'Company research tool',
  influencer: 'Influencer',
  'interview prep': 'Interview prep tool',
  'job aggregators': 'Job aggregator',
  'resume tool': 'Resume tool',
  other: 'Other (a feature, a fix, an idea)',
};

const NAME_HINTS: Record<RequestType, string> = {
  'company job board': 'Company name',
  influencer: "Person's name",
  other: 'What would you like?',
  'auto apply': 'Tool name',
  'company research': 'Tool name',
  'interview prep': 'Tool name',
  'job aggregators': 'Site name',
  'resume tool': 'Tool name',
};

export default function RequestPage() {
  usePageTitle('Request');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RequestForm>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: { type: DEFAULT_REQUEST_TYPE, name: '', url: '' },
  });
  const type = watch('type');

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await fileRequest({ type: values.type, name: values.name.trim(), url: values.url.trim() || null });
      navigate('/request-confirmation');
    } catch (err) {
      setFailure((err as Error).message);
    }
  });

  return (
    <div className="container-xl py-5 page-narrow">
      <h1 className="mb-2">Request</h1>
      <p className="lead text-muted-strong mb-4">
        Missing a company, a tool or a feature? Tell us and we'll look into it. Every request is read.
      </p>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit} className="card card-body">
        <Form.Group className="mb-3" controlId="request-type">
          <Form.Label>What are you requesting?</Form.Label>
          <Form.Select {...register('type')}>
            {REQUEST_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="mb-3" controlId="request-name">
          <Form.Label>Name</Form.Label>
          <Form.Control
            {...register('name')}
            placeholder={NAME_HINTS[type] ?? 'Name'}
            isInvalid={Boolean(errors.name)}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? 'request-name-error' : undefined}
            autoComplete="off"
          />
          <Form.Control.Feedback type="invalid" id="request-name-error">
            {errors.name?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-4" controlId="request-url">
          <Form.Label>
            URL <span className="text-muted fw-normal">(optional)</span>
          </Form.Label>
          <Form.Control
            {...register('url')}
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            aria-describedby="request-url-help"
          />
          <Form.Text id="request-url-help">
            A careers page or website helps us find it. Up to {REQUEST_FIELD_MAX} characters.
          </Form.Text>
        </Form.Group>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Submit Request
          </Button>
        </div>
      </Form>
    </div>
  );
}
