DROP INDEX "vehicle_reports_user_created_idx";--> statement-breakpoint
CREATE INDEX "vehicle_reports_user_list_idx" ON "vehicle_reports" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- 'Mis reportes' reads the score column (decision 072). Bodies stored before decision 060 with a turned-back
-- odometer (its 25-point 'mileage' deduction, no cap yet) are capped on read; store them as read, column too,
-- as every report made since is.
UPDATE "vehicle_reports" SET
  "score" = 39,
  "body" = "body" || jsonb_build_object(
    'score', 39,
    'headline', 'Riesgo alto',
    'color', 'red',
    'recommendation', 'Posible adulteración del kilometraje: no lo compres sin una inspección independiente.',
    'deductions', ("body"->'deductions') || jsonb_build_array(jsonb_build_object(
      'rule', 'hardStop',
      'points', 39 - ("body"->>'score')::int,
      'reason', 'Tope de 39 puntos (riesgo alto) por posible adulteración del kilometraje'
    ))
  )
WHERE ("body"->>'score')::int > 39
  AND "body"->'deductions' @> '[{"rule": "mileage"}]'
  AND NOT "body"->'deductions' @> '[{"rule": "hardStop"}]';
