import styled from 'styled-components';
import { vars } from '#tokens';
import { Button } from '#src/primitives/Button';
import { controlBox, FieldLabel } from '#src/primitives/Field.styles';
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
      <FieldLabel id={labelId} htmlFor={inputId}>
        {searchTexts.formLabel}
      </FieldLabel>
      <Row>
        <Input
          id={inputId}
          data-size="lg"
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

const Row = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;

/* The Field family's control box at the large size, so it lines up with the large button beside it. */
const Input = styled.input`
  ${controlBox}
  flex: 1;
  min-width: 0;
`;
