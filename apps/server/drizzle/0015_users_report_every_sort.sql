DROP INDEX "users_role";--> statement-breakpoint
DROP INDEX "users_school";--> statement-breakpoint
DROP INDEX "users_is_enabled";--> statement-breakpoint
CREATE INDEX "users_school_id" ON "users" USING btree ("school_id","id");--> statement-breakpoint
CREATE INDEX "users_last_login_asc_id" ON "users" USING btree ("last_login","id");--> statement-breakpoint
CREATE INDEX "users_role_id" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_role_desc_id" ON "users" USING btree ("role" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_is_enabled_id" ON "users" USING btree ("is_enabled","id");--> statement-breakpoint
CREATE INDEX "users_is_enabled_desc_id" ON "users" USING btree ("is_enabled" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_telefon_id" ON "users" USING btree ("telefon","id");--> statement-breakpoint
CREATE INDEX "users_telefon_desc_id" ON "users" USING btree ("telefon" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_clasa_id" ON "users" USING btree ("clasa","id");--> statement-breakpoint
CREATE INDEX "users_clasa_desc_id" ON "users" USING btree ("clasa" DESC NULLS LAST,"id");