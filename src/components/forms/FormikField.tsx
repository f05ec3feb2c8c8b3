import type { ComponentProps } from "react";
import { useField } from "formik";
import FormField from "./FormField";

type FormikFieldProps = ComponentProps<typeof FormField> & { name: string };

/** A form field bound to Formik: its value, and its error once the visitor has left it or tried to send. */
export default function FormikField(props: FormikFieldProps) {
  const [field, meta] = useField(props.name);
  const error = meta.touched ? meta.error : undefined;
  return <FormField {...props} {...field} label={props.label} name={props.name} error={error} />;
}
