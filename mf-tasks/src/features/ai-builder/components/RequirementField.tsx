import { Checkbox, Form, Input, Select } from '@milestone/ui';
import { selectOptions } from '../ai-builder.model.js';
import type { RequirementAnswers, RequirementQuestion } from '../ai-builder.types.js';

type Answer = RequirementAnswers[string];

/** One requirement question with the input its type asks for; a required one shows an asterisk (not enforced: spec 000 section 5). */
export function RequirementField({ question, value, onChange }: { question: RequirementQuestion; value: Answer; onChange: (value: Answer) => void }) {
  const id = `requirement-${question.id}`;
  const options = selectOptions(question).map((o) => ({ value: o, label: o }));
  let input;
  switch (question.type) {
    case 'textarea':
      input = <Input.TextArea id={id} rows={3} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'select':
      input = (
        <Select
          id={id}
          options={options}
          value={typeof value === 'string' ? value : undefined}
          onChange={(chosen) => onChange(typeof chosen === 'string' ? chosen : undefined)}
          allowClear
          placeholder="Choose one"
        />
      );
      break;
    case 'multiselect':
      input = (
        <Select
          id={id}
          mode="multiple"
          options={options}
          value={Array.isArray(value) ? value : []}
          onChange={(chosen) => onChange(Array.isArray(chosen) ? chosen.map(String) : [])}
          placeholder="Choose any"
        />
      );
      break;
    case 'checkbox':
      input = (
        <Checkbox id={id} checked={value === true} onChange={(e) => onChange(e.target.checked)}>
          Yes
        </Checkbox>
      );
      break;
    default:
      input = <Input id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <Form.Item
      label={question.question}
      htmlFor={id}
      required={question.required}
      extra={question.description || undefined}
      data-testid="requirement"
      data-type={question.type}
    >
      {input}
    </Form.Item>
  );
}
