CREATE INDEX "users_created_at_desc" ON "users" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_nume_id" ON "users" USING btree ("nume","id");