CREATE INDEX "carts_active_user_idx" ON "carts" USING btree ("user_id") WHERE status = 'active';
