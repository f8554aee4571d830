import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';

// Apply the project's annotations (decorators, a11y 'error', viewports) to stories run as tests.
setProjectAnnotations([a11yAnnotations, projectAnnotations]);
