// What a typical React form app already ships before it adds an elicitation UI (shadcn's form and
// dialog stack): react-hook-form and @radix-ui/react-dialog, next to react and react-dom. Built as
// a second entry of a page (bench/run/pages.mjs, `formApp`), so a contender's own imports of these
// packages are shared with the app's and only what it adds on top is counted.
import * as Dialog from '@radix-ui/react-dialog';
import { Controller, FormProvider, useController, useFieldArray, useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';

// Kept reachable, as an app that uses them keeps them: the parts shadcn's Form and Dialog use.
(window as unknown as { __formAppStack: unknown }).__formAppStack = {
  Dialog,
  Controller,
  FormProvider,
  useController,
  useFieldArray,
  useForm,
  useFormContext,
  useFormState,
  useWatch,
};
