import { Checkbox, Wrap } from '@chakra-ui/react';

export interface Choice {
  value: string;
  label: string;
  /** Shown beside the label, e.g. 'not installed'. */
  note?: string;
}

interface Props {
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  testId: string;
}

/** Several of a few named things (languages, tools, weekdays), chosen by ticking them. */
export function ChoiceCheckboxes({ choices, value, onChange, disabled = false, testId }: Props) {
  return (
    <Wrap gap="4" data-testid={testId}>
      {choices.map((choice) => (
        <Checkbox.Root
          key={choice.value}
          size="sm"
          disabled={disabled}
          checked={value.includes(choice.value)}
          onCheckedChange={(details) =>
            onChange(details.checked === true ? [...value, choice.value] : value.filter((entry) => entry !== choice.value))
          }
          data-testid={`${testId}-${choice.value}`}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {choice.label}
            {choice.note ? ` (${choice.note})` : ''}
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Wrap>
  );
}
