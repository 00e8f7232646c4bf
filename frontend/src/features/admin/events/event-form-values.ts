import type { ValidEventForm } from '@dental/contracts';
import { ceRequestFields, type CeFormValues, type CeRequestFields } from './ce-form-model';

/** The fields the event form has always had (spec section 4), sent as typed. */
export const BASE_FIELDS = ['title', 'date', 'location', 'city', 'description', 'image', 'registrationUrl'] as const;
export type BaseField = (typeof BASE_FIELDS)[number];

/** What the event form's inputs hold. */
export interface EventFormValues extends CeFormValues {
  title: string;
  date: string;
  location: string;
  city: string;
  description: string;
  image: string;
  registrationUrl: string;
  hideSocialMedia: boolean;
  hideAbstracts: boolean;
  isHidden: boolean;
}

/** The inputs as the API names and shapes them: what EventFormSchema checks, in the browser as on the server. */
export function eventRequestOf(values: EventFormValues): Record<BaseField, string> & CeRequestFields {
  const base = Object.fromEntries(BASE_FIELDS.map((field) => [field, values[field]])) as Record<BaseField, string>;
  return { ...base, ...ceRequestFields(values, values.date) };
}

export type ValidEventFields = Omit<ValidEventForm, 'agenda'>;
