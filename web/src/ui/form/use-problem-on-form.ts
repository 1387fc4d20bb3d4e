import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { fieldErrors, toProblem } from '../../api/problem';

/**
 * Puts the field messages of a failed call on the form's fields (JSON pointers become form paths),
 * renaming any pointer a form holds under another name. Returns the problem to show as title and detail.
 */
export function useProblemOnForm<Values>(form: UseFormReturnType<Values>, error: unknown, renamed: Record<string, string> = {}) {
  const problem = error ? toProblem(error) : undefined;
  // The form's methods change identity on each render: the effect reaches them through a ref.
  const formRef = useRef(form);
  formRef.current = form;
  const renamedRef = useRef(renamed);
  renamedRef.current = renamed;
  useEffect(() => {
    if (!problem) return;
    const byField: Record<string, string> = {};
    for (const [field, message] of Object.entries(fieldErrors(problem))) byField[renamedRef.current[field] ?? field] = message;
    formRef.current.setErrors(byField);
  }, [problem]);
  return problem;
}
