import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field.tsx';

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('labels the input, passes its attributes on and draws it with the given class prefix', async () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <TextField
        classPrefix="demo"
        className="extra"
        label="E-mail address"
        type="email"
        name="email"
        autoComplete="email"
        required
        ref={ref}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveClass('demo-input');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(ref.current).toBe(input);
    expect(container.firstElementChild).toHaveClass('demo-field', 'extra');
    expect(container.querySelector('.demo-input-wrap')).toBeNull();
    expect(container.querySelector('.demo-field-error')).toBeNull();
    await userEvent.setup().type(input, 'gamer@example.com');
    expect(input).toHaveValue('gamer@example.com');
  });

  it('ties the hint and the error to the input and marks it invalid', () => {
    render(<TextField classPrefix="demo" label="Phone" hint="A US or Canadian number." error="Enter a number." />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(input)).toEqual(['A US or Canadian number.', 'Enter a number.']);
    expect(screen.getByText('A US or Canadian number.')).toHaveClass('demo-field-hint', 'muted');
    expect(screen.getByText('Enter a number.')).toHaveClass('demo-field-error');
    expect(screen.getByText('Enter a number.')).not.toHaveAttribute('aria-live');
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <TextField classPrefix="demo" label="First" hint="One" error="Bad one" />
        <TextField classPrefix="demo" label="Second" hint="Two" error="Bad two" />
      </>,
    );
    expect(describedBy(screen.getByRole('textbox', { name: 'First' }))).toEqual(['One', 'Bad one']);
    expect(describedBy(screen.getByRole('textbox', { name: 'Second' }))).toEqual(['Two', 'Bad two']);
  });

  it('with reserveErrorLine, keeps an empty live error line until there is an error', () => {
    const { container, rerender } = render(<TextField classPrefix="demo" reserveErrorLine label="Code" />);
    const line = container.querySelector('.demo-field-error');
    expect(line).toHaveAttribute('aria-live', 'polite');
    expect(line).toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveAttribute('aria-describedby');

    rerender(<TextField classPrefix="demo" reserveErrorLine label="Code" error="Enter the 6 digits." />);
    expect(container.querySelector('.demo-field-error')).toBe(line);
    expect(line).toHaveTextContent('Enter the 6 digits.');
    expect(describedBy(screen.getByRole('textbox', { name: 'Code' }))).toEqual(['Enter the 6 digits.']);
  });

  it('draws an adornment inside the input box', () => {
    const { container } = render(
      <TextField
        classPrefix="demo"
        label="Password"
        type="password"
        adornment={
          <button type="button" className="toggle">
            Show password
          </button>
        }
      />,
    );
    const wrap = container.querySelector('.demo-input-wrap');
    expect(wrap).toHaveClass('has-adornment');
    expect(wrap?.querySelector('input')).toBe(screen.getByLabelText('Password'));
    expect(wrap).toContainElement(screen.getByRole('button', { name: 'Show password' }));
  });
});
