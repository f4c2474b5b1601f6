"""A person's presence is their last sign of life (``seen``, kept fresh by the page's
heartbeat), no longer a count of open screens: an app server that dies never says which of
its screens closed. The count leaves the model now and the database in a later release
(README, Hosting: expand and contract): until then servers of the previous version still write
it, and the database gives it 0 for the rows this version inserts."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("together", "0005_live_questions"),
    ]

    operations = [
        migrations.AlterField(
            model_name="person",
            name="screens",
            field=models.PositiveSmallIntegerField(default=0, db_default=0),
        ),
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.RemoveField(model_name="person", name="screens")],
        ),
    ]
