import Form from 'react-bootstrap/Form';

/** The email address a sign-in, invite sign-up or waitlist form asks for. */
export function EmailField({
  controlId,
  value,
  onChange,
  name,
  placeholder,
}: {
  controlId: string;
  value: string;
  onChange: (email: string) => void;
  name?: string;
  placeholder?: string;
}) {
  return (
    <Form.Group controlId={controlId} className="mb-3">
      <Form.Label>Email</Form.Label>
      <Form.Control
        type="email"
        name={name}
        required
        autoComplete="email"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Group>
  );
}
