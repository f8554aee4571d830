/**
 * The widgets' form controls, one look with the Field family: the select lists of the filter and
 * sort-by widgets and the range widget's selects and inputs draw the primitives' control box
 * (tokens/forms.ts: height, padding, 2 px input border, radius, focus ring, the danger border
 * when aria-invalid). The widgets keep their own markup, because their labels and ARIA differ
 * from a Field's. Give each control `data-size="md"` (the size rule of the control box).
 */
import styled from 'styled-components';
import { controlBox } from '../primitives/Field.styles';

export const WidgetSelect = styled.select`
  ${controlBox}
  cursor: pointer;
`;

export const WidgetInput = styled.input`
  ${controlBox}
`;
