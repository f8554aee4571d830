import styled from 'styled-components';
import { vars } from '../../../tokens';
import { Button } from '../../primitives/Button';
import { focusRing } from '../../styles/focus';
import { SEARCH_PAGE_PATH, searchPageParams } from './searchPageHref';
import { searchTexts } from './searchTexts';

/**
 * The search form of the results page: a plain GET form to /search with the keyword in `search`,
 * so it works before (and without) JavaScript; a Server Component with no handlers.
 */
export interface SearchFormProps {
  /** The keyword to show in the field (the current search). */
  keyword?: string;
  /** Id of the text field; unique on the page. */
  inputId?: string;
  /** Where the form submits; the results page by default. */
  action?: string;
}

export function SearchForm({
  keyword = '',
  inputId = 'search-page-input',
  action = SEARCH_PAGE_PATH,
}: SearchFormProps) {
  const labelId = `${inputId}-label`;
  return (
    <StyledForm role="search" aria-labelledby={labelId} action={action} method="get">
      <Label id={labelId} htmlFor={inputId}>
        {searchTexts.formLabel}
      </Label>
      <Row>
        <Input
          id={inputId}
          type="search"
          name={searchPageParams.keyword}
          defaultValue={keyword}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
        />
        <Button type="submit" icon="search">
          {searchTexts.submit}
        </Button>
      </Row>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  max-width: 640px;
`;

const Label = styled.label`
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
`;

const Row = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 48px;
  box-sizing: border-box;
  padding: 0 ${vars.space[3]};
  border: 2px solid ${vars.color.inputBorder};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.text.md.size};

  &:focus-visible {
    ${focusRing}
  }
`;
