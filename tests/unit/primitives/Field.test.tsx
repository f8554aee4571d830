import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fieldSizeNames } from '#tokens';
import { CheckboxField } from '#src/primitives/CheckboxField';
import { CheckboxGroupField } from '#src/primitives/CheckboxGroupField';
import { Field, fieldDescription } from '#src/primitives/Field';
import { NumberField } from '#src/primitives/NumberField';
import { RadioGroupField } from '#src/primitives/RadioGroupField';
import { SelectField } from '#src/primitives/SelectField';
import { TextField } from '#src/primitives/TextField';

const fuels = [
  { value: 'petrol', label: 'Petrol' },
  { value: 'diesel', label: 'Diesel' },
  { value: 'electric', label: 'Electric', hint: 'Includes range-extended cars' },
];

/** The elements an aria-describedby names, in order. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('fieldDescription', () => {
  it('names the hint, then the error, then extra ids, and nothing when there are none', () => {
    expect(fieldDescription('reg', 'As on the V5C', 'Enter a registration', 'count').describedBy).toBe(
      'reg-hint reg-error count',
    );
    expect(fieldDescription('reg', undefined, 'Enter a registration').describedBy).toBe('reg-error');
    expect(fieldDescription('reg', '', false).describedBy).toBeUndefined();
  });
});

describe('TextField', () => {
  it('ties the label to the input and describes it with the hint and the error', () => {
    render(<TextField id="postcode" label="Postcode" hint="For example SW1A 1AA" error="Enter a real postcode" />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('id', 'postcode');
    expect(input).toHaveAccessibleDescription('For example SW1A 1AA Enter a real postcode');
    expect(describedBy(input)).toEqual(['For example SW1A 1AA', 'Enter a real postcode']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a real postcode')).toHaveAttribute('id', 'postcode-error');
  });

  it('is valid and undescribed without hint or error, with a generated id', () => {
    render(<TextField label="Registration" />);
    const input = screen.getByRole('textbox', { name: 'Registration' });
    expect(input.id).not.toBe('');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps the accessible name free of the required mark and sets required', () => {
    render(<TextField label="Email address" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByText('(required)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<TextField label="Search Kerbside" type="search" hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search Kerbside' })).toBeInTheDocument();
    expect(screen.getByText('Search Kerbside')).toHaveAttribute('data-hidden');
  });

  it('passes none of the field props to the input as attributes', () => {
    render(<TextField label="Model" hint="Hint" error="Error" hideLabel size="lg" className="extra" />);
    const input = screen.getByRole('textbox', { name: 'Model' });
    for (const name of ['label', 'hint', 'error', 'hidelabel', 'size']) {
      expect(input.hasAttribute(name), name).toBe(false);
    }
    expect(input).not.toHaveClass('extra');
    expect(input.closest('.extra')).not.toBeNull();
  });

  it('adds extra aria-describedby ids after its own', () => {
    render(<TextField id="notes" label="Notes" hint="Optional" aria-describedby="notes-count" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-describedby', 'notes-hint notes-count');
  });

  it.each(fieldSizeNames)('marks size %s in data-size (md by default)', (size) => {
    render(<TextField label="Model" size={size} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('data-size', size);
  });

  it('is md by default, disabled when asked and passes the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Make" ref={ref} disabled />);
    const input = screen.getByRole('textbox', { name: 'Make' });
    expect(input).toHaveAttribute('data-size', 'md');
    expect(input).toBeDisabled();
    expect(ref.current).toBe(input);
  });

  it('works uncontrolled: keeps what is typed from defaultValue and reports changes', async () => {
    const onChange = vi.fn();
    render(<TextField label="Registration" name="reg" defaultValue="AB12" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Registration' });
    await userEvent.type(input, ' CDE');
    expect(input).toHaveValue('AB12 CDE');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('works controlled: shows the value it is given', async () => {
    function Upper() {
      const [value, setValue] = useState('');
      return <TextField label="Registration" value={value} onChange={(e) => setValue(e.target.value.toUpperCase())} />;
    }
    render(<Upper />);
    const input = screen.getByRole('textbox', { name: 'Registration' });
    await userEvent.type(input, 'ab12');
    expect(input).toHaveValue('AB12');
  });

  it('does not change a controlled value the parent does not update', async () => {
    render(<TextField label="Fixed" value="Ford" onChange={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Fixed' }), 'x');
    expect(screen.getByRole('textbox', { name: 'Fixed' })).toHaveValue('Ford');
  });
});

describe('NumberField', () => {
  it('is a text input with a decimal keyboard by default, units hidden from assistive technology', () => {
    render(<NumberField label="Price in pounds" prefix="£" suffix="per month" defaultValue="250" />);
    const input = screen.getByRole('textbox', { name: 'Price in pounds' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveValue('250');
    expect(screen.getByText('£')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('per month')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes min, max, step and inputMode to a type="number" spin button', () => {
    render(<NumberField label="Annual mileage" type="number" inputMode="numeric" min={0} max={50000} step={1000} />);
    const input = screen.getByRole('spinbutton', { name: 'Annual mileage' });
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '50000');
    expect(input).toHaveAttribute('step', '1000');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('works controlled and reports the error', async () => {
    function Mileage() {
      const [value, setValue] = useState('');
      const error = /^\d*$/.test(value) ? undefined : 'Enter the mileage in numbers only';
      return <NumberField label="Mileage" value={value} error={error} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Mileage />);
    const input = screen.getByRole('textbox', { name: 'Mileage' });
    await userEvent.type(input, '12k');
    expect(input).toHaveValue('12k');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter the mileage in numbers only');
  });
});

describe('SelectField', () => {
  const years = [
    { value: '2025', label: '2025/26' },
    { value: '2026', label: '2026/27' },
  ];

  it('ties the label, hint and error to the select and lists the placeholder first', () => {
    render(
      <SelectField
        id="year"
        label="Tax year"
        hint="April to April"
        error="Choose a tax year"
        placeholder="Choose"
        options={years}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Tax year' });
    expect(select).toHaveAccessibleDescription('April to April Choose a tax year');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose', '2025/26', '2026/27']);
  });

  it('works uncontrolled from defaultValue and controlled from value', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SelectField label="Tax year" options={years} defaultValue="2026" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Tax year' });
    expect(select).toHaveValue('2026');
    await userEvent.selectOptions(select, '2025');
    expect(select).toHaveValue('2025');
    expect(onChange).toHaveBeenCalledTimes(1);

    rerender(<SelectField label="Tax year" options={years} value="2026" onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Tax year' })).toHaveValue('2026');
  });

  it('renders option groups given as children', () => {
    render(
      <SelectField label="Model" placeholder="Choose a model">
        <optgroup label="Ford">
          <option value="puma">Ford Puma</option>
        </optgroup>
      </SelectField>,
    );
    expect(screen.getByRole('group', { name: 'Ford' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ford Puma' })).toBeInTheDocument();
  });
});

describe('CheckboxField', () => {
  it('ties the label, hint and error to the checkbox', () => {
    render(
      <CheckboxField
        id="alerts"
        label="Email me price alerts"
        hint="At most one email a week"
        error="Tick to continue"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Email me price alerts' });
    expect(box).toHaveAccessibleDescription('At most one email a week Tick to continue');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('toggles with Space and with a click on its label (uncontrolled)', async () => {
    const onChange = vi.fn();
    render(<CheckboxField label="Email me price alerts" defaultChecked onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Email me price alerts' });
    expect(box).toBeChecked();
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Email me price alerts'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('follows checked when controlled and passes the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    function Terms() {
      const [checked, setChecked] = useState(false);
      return (
        <CheckboxField label="I agree" ref={ref} checked={checked} onChange={(e) => setChecked(e.target.checked)} />
      );
    }
    render(<Terms />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(ref.current).toBe(box);
    await userEvent.click(box);
    expect(box).toBeChecked();
  });
});

describe('RadioGroupField', () => {
  it('is a radiogroup named by its legend and described by its hint and error', () => {
    render(
      <RadioGroupField
        id="fuel"
        name="fuel"
        legend="Fuel type"
        hint="As on the V5C"
        error="Choose a fuel type"
        options={fuels}
        required
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Fuel type' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('As on the V5C Choose a fuel type');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('name', 'fuel');
    expect(screen.getByRole('radio', { name: 'Electric' })).toHaveAccessibleDescription('Includes range-extended cars');
  });

  it('moves and chooses with the arrow keys (uncontrolled)', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroupField
        name="fuel"
        legend="Fuel type"
        options={fuels}
        defaultValue="petrol"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Petrol' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Diesel' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Diesel' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('diesel', expect.anything());
  });

  it('shows the value it is given when controlled', async () => {
    function Fuel() {
      const [value, setValue] = useState('');
      return <RadioGroupField name="fuel" legend="Fuel type" options={fuels} value={value} onValueChange={setValue} />;
    }
    render(<Fuel />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    await userEvent.click(screen.getByText('Electric'));
    expect(screen.getByRole('radio', { name: 'Electric' })).toBeChecked();
  });

  it('ignores a choice the parent does not accept when controlled', async () => {
    render(<RadioGroupField name="fuel" legend="Fuel type" options={fuels} value="petrol" />);
    await userEvent.click(screen.getByRole('radio', { name: 'Diesel' }));
    expect(screen.getByRole('radio', { name: 'Petrol' })).toBeChecked();
  });

  it('disables every option when disabled', () => {
    render(<RadioGroupField name="fuel" legend="Fuel type" options={fuels} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});

describe('CheckboxGroupField', () => {
  const styles = [
    { value: 'suv', label: 'SUV' },
    { value: 'estate', label: 'Estate' },
    { value: 'hatchback', label: 'Hatchback' },
  ];

  it('is a group named by its legend, each box marked invalid with the error', () => {
    render(<CheckboxGroupField name="body" legend="Body style" error="Choose at least one" options={styles} />);
    const group = screen.getByRole('group', { name: 'Body style' });
    expect(group).toHaveAccessibleDescription('Choose at least one');
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports every ticked value in option order (uncontrolled)', async () => {
    const onValueChange = vi.fn();
    render(
      <CheckboxGroupField
        name="body"
        legend="Body style"
        options={styles}
        defaultValue={['hatchback']}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'SUV' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['suv', 'hatchback'], expect.anything());
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['suv', 'estate', 'hatchback'], expect.anything());
  });

  it('follows value when controlled', async () => {
    function Body() {
      const [value, setValue] = useState<string[]>(['estate']);
      return (
        <CheckboxGroupField name="body" legend="Body style" options={styles} value={value} onValueChange={setValue} />
      );
    }
    render(<Body />);
    expect(screen.getByRole('checkbox', { name: 'Estate' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Estate' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'SUV' }));
    expect(screen.getByRole('checkbox', { name: 'Estate' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'SUV' })).toBeChecked();
  });
});

describe('Field', () => {
  it('wires a control of your own', () => {
    render(
      <Field id="colour" label="Colour" hint="Paint name" error="Enter a colour" size="lg">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Colour' });
    expect(input).toHaveAttribute('aria-describedby', 'colour-hint colour-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('data-size', 'lg');
  });
});
