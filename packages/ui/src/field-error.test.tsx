import { render } from '@testing-library/react';
import axe from 'axe-core';
import { FieldError } from './field-error.js';

describe('FieldError', () => {
  it('renders the error text without a role, and nothing when empty', async () => {
    const { container, rerender } = render(<FieldError id="e1">Câmp obligatoriu</FieldError>);
    const error = container.querySelector('#e1');
    expect(error?.textContent).toBe('Câmp obligatoriu');
    expect(error).not.toHaveAttribute('role');
    expect((await axe.run(container)).violations).toEqual([]);
    rerender(<FieldError id="e1">{undefined}</FieldError>);
    expect(container).toBeEmptyDOMElement();
  });
});
