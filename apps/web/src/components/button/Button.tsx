import type { ButtonHTMLAttributes } from 'react';

// Bootstrap's button classes on a plain button: react-bootstrap's Button added only these, through a theme context
// and a hook, on every button of every job card a phone hydrates.

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: string;
  size?: 'sm' | 'lg';
}

export function Button({ variant = 'primary', size, className, type = 'button', ...props }: ButtonProps) {
  const classes = [className, 'btn', `btn-${variant}`, size && `btn-${size}`].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
