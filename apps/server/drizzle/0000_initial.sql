CREATE TABLE "editions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "editions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nume" text NOT NULL,
	"is_current_edition" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"points_per_kg_deee" numeric(10, 2) DEFAULT 1 NOT NULL,
	"points_per_kg_dba" numeric(10, 2) DEFAULT 1 NOT NULL,
	"points_per_kg_becuri" numeric(10, 2) DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editions_nume_unique" UNIQUE("nume")
);
--> statement-breakpoint
CREATE TABLE "school_participations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_participations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"edition_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_participations_school_edition" UNIQUE("school_id","edition_id")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nume_institutie_invatamant" text NOT NULL,
	"cui" text,
	"cod_siiir_unitate" text,
	"cod_se" text,
	"adresa_judet" text,
	"adresa_oras" text,
	"adresa_comuna" text,
	"adresa_sat" text,
	"adresa_strada" text,
	"adresa_numar" text,
	"adresa_bloc" text,
	"adresa_scara" text,
	"adresa_etaj" text,
	"adresa_apartament" text,
	"adresa_cod_postal" text,
	"livrare_judet" text,
	"livrare_oras" text,
	"livrare_comuna" text,
	"livrare_sat" text,
	"livrare_strada" text,
	"livrare_numar" text,
	"livrare_bloc" text,
	"livrare_scara" text,
	"livrare_etaj" text,
	"livrare_apartament" text,
	"livrare_cod_postal" text,
	"adresa_livrare_aceeasi_cu_scoala" boolean DEFAULT true NOT NULL,
	"numar_elevi" integer,
	"telefon" text,
	"nume_reprezentat_legal" text,
	"detine_recipiente" boolean DEFAULT false NOT NULL,
	"participare_editie_anterioara" boolean DEFAULT false NOT NULL,
	"school_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_codSe_unique" UNIQUE("cod_se")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"nume" text NOT NULL,
	"telefon" text,
	"clasa" text,
	"nickname" text,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"school_id" integer,
	"teacher_id" integer,
	"teacher_code" text,
	"edition_id" integer,
	"has_school_registration_form_completed" boolean DEFAULT false NOT NULL,
	"needs_school_registration_confirmation" boolean DEFAULT false NOT NULL,
	"plain_text_password" text,
	"reject_reason" text,
	"phone_call_note" text,
	"protocol_de_colaborare" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_teacherCode_unique" UNIQUE("teacher_code")
);
--> statement-breakpoint
CREATE TABLE "school_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"school_id" integer,
	"edition_id" integer,
	"school_data" jsonb NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"reject_reason" text,
	"reviewed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_receivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_receivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notification_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_receivers_unique" UNIQUE("notification_id","receiver_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"sender_id" integer,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"deadline" timestamp with time zone,
	"punctaj_maxim" integer DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"image" text,
	"edition_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"plugin_version" text NOT NULL,
	"schema_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slide_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"edition_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"points" numeric(12, 2) DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"answer" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	CONSTRAINT "lesson_answers_unique" UNIQUE("user_id","slide_id","lesson_id","edition_id","version")
);
--> statement-breakpoint
CREATE TABLE "lesson_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"edition_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"punctaj_final" numeric(12, 2),
	"reject_reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_attempts_unique" UNIQUE("user_id","lesson_id","edition_id","version")
);
--> statement-breakpoint
CREATE TABLE "waste_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waste_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"edition_id" integer NOT NULL,
	"created_by" integer,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"validated_at" timestamp with time zone,
	"deee_order_processed_date" timestamp with time zone,
	"dba_order_processed_date" timestamp with time zone,
	"data_orientativa_colectare" timestamp with time zone,
	"deee_order_number" text,
	"dba_order_number" text,
	"contact_person_name" text NOT NULL,
	"contact_person_email" text NOT NULL,
	"contact_person_phone" text NOT NULL,
	"pickup_judet" text,
	"pickup_oras" text,
	"pickup_comuna" text,
	"pickup_sat" text,
	"pickup_strada" text,
	"pickup_numar" text,
	"pickup_bloc" text,
	"pickup_scara" text,
	"pickup_etaj" text,
	"pickup_apartament" text,
	"pickup_cod_postal" text,
	"pickup_address_same_with_school_address" boolean DEFAULT true NOT NULL,
	"deee_kg" integer DEFAULT 0 NOT NULL,
	"dba_kg" integer DEFAULT 0 NOT NULL,
	"becuri_si_neoane_kg" integer DEFAULT 0 NOT NULL,
	"real_deee_kg" numeric(12, 2),
	"real_dba_kg" numeric(12, 2),
	"real_becuri_si_neoane_kg" numeric(12, 2),
	"is_validated" boolean,
	"is_processed" boolean DEFAULT false NOT NULL,
	"processed_at" timestamp with time zone,
	"reject_reason" text,
	"rejected_at" timestamp with time zone,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deee_order_document" text,
	"dba_order_document" text,
	"procese_verbale" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points" numeric(12, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer,
	"category" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by_id" uuid,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parental_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parental_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pupil_id" integer NOT NULL,
	"signature_url" text NOT NULL,
	"parent_approval" boolean NOT NULL,
	"prin_prezenta_confirmam_inscrierea_minorului" boolean NOT NULL,
	"ecoterrieni_poate_folosi_imagini" boolean NOT NULL,
	"am_fost_informati" boolean NOT NULL,
	"prin_prezenta_confirm_ca_am_citit_informarea" boolean NOT NULL,
	"confirm_ca_in_cazul_in_care_proiectul" boolean NOT NULL,
	"consimt_pentru_pastrarea_datelor_personale" boolean NOT NULL,
	"am_citit_si_sunt_de_acord" boolean NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_participations" ADD CONSTRAINT "school_participations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_participations" ADD CONSTRAINT "school_participations_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_receivers" ADD CONSTRAINT "notification_receivers_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_receivers" ADD CONSTRAINT "notification_receivers_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_answers" ADD CONSTRAINT "lesson_answers_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_answers" ADD CONSTRAINT "lesson_answers_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_answers" ADD CONSTRAINT "lesson_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_answers" ADD CONSTRAINT "lesson_answers_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_answers" ADD CONSTRAINT "lesson_answers_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attempts" ADD CONSTRAINT "lesson_attempts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attempts" ADD CONSTRAINT "lesson_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attempts" ADD CONSTRAINT "lesson_attempts_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attempts" ADD CONSTRAINT "lesson_attempts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_orders" ADD CONSTRAINT "waste_orders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_orders" ADD CONSTRAINT "waste_orders_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_orders" ADD CONSTRAINT "waste_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD CONSTRAINT "parental_consents_pupil_id_users_id_fk" FOREIGN KEY ("pupil_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "editions_single_current" ON "editions" USING btree ("is_current_edition") WHERE "editions"."is_current_edition" = true;--> statement-breakpoint
CREATE INDEX "editions_created_at" ON "editions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "school_participations_edition" ON "school_participations" USING btree ("edition_id");--> statement-breakpoint
CREATE INDEX "schools_nume" ON "schools" USING btree ("nume_institutie_invatamant");--> statement-breakpoint
CREATE INDEX "schools_judet_oras" ON "schools" USING btree ("adresa_judet","adresa_oras");--> statement-breakpoint
CREATE INDEX "schools_cui" ON "schools" USING btree ("cui");--> statement-breakpoint
CREATE INDEX "schools_siiir" ON "schools" USING btree ("cod_siiir_unitate");--> statement-breakpoint
CREATE INDEX "users_role" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_school" ON "users" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "users_teacher" ON "users" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "users_is_enabled" ON "users" USING btree ("is_enabled");--> statement-breakpoint
CREATE INDEX "users_last_login" ON "users" USING btree ("last_login" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_created_at" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_nume_lower" ON "users" USING btree (lower("nume"));--> statement-breakpoint
CREATE INDEX "school_requests_state_started" ON "school_requests" USING btree ("state","started_at");--> statement-breakpoint
CREATE INDEX "school_requests_teacher" ON "school_requests" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "school_requests_edition" ON "school_requests" USING btree ("edition_id");--> statement-breakpoint
CREATE INDEX "notification_receivers_receiver" ON "notification_receivers" USING btree ("receiver_id","is_read");--> statement-breakpoint
CREATE INDEX "notifications_sender_send_at" ON "notifications" USING btree ("sender_id","send_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_send_at" ON "notifications" USING btree ("send_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lessons_type_hidden" ON "lessons" USING btree ("type","is_hidden");--> statement-breakpoint
CREATE INDEX "lessons_created_at" ON "lessons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "slides_lesson_position" ON "slides" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "slides_type_schema" ON "slides" USING btree ("type","schema_version");--> statement-breakpoint
CREATE INDEX "lesson_answers_lesson_user_edition" ON "lesson_answers" USING btree ("lesson_id","user_id","edition_id");--> statement-breakpoint
CREATE INDEX "lesson_answers_edition_timestamp" ON "lesson_answers" USING btree ("edition_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lesson_answers_state" ON "lesson_answers" USING btree ("state");--> statement-breakpoint
CREATE INDEX "lesson_answers_user" ON "lesson_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_attempts_lesson_state" ON "lesson_attempts" USING btree ("lesson_id","state");--> statement-breakpoint
CREATE INDEX "lesson_attempts_edition_state" ON "lesson_attempts" USING btree ("edition_id","state");--> statement-breakpoint
CREATE INDEX "waste_orders_edition_timestamp" ON "waste_orders" USING btree ("edition_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "waste_orders_school_edition" ON "waste_orders" USING btree ("school_id","edition_id");--> statement-breakpoint
CREATE INDEX "waste_orders_status" ON "waste_orders" USING btree ("is_validated","is_processed");--> statement-breakpoint
CREATE INDEX "export_files_owner" ON "export_files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "files_owner" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "files_category" ON "files" USING btree ("category");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_pending" ON "email_outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "parental_consents_pupil" ON "parental_consents" USING btree ("pupil_id");