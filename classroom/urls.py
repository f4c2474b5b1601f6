"""Routes of « La classe », under /classe/. Every class, set, assignment, student and answer is
named by a random UUID; ``classroom.policy`` checks each one against the visitor."""

from __future__ import annotations

from django.urls import path, register_converter

from classroom.views import accounts, assigned, classes, results, reuse, roster, sets
from reference.converters import TextConverter
from trainer.urls import PositionConverter


class JoinCodeConverter(TextConverter):
    """A join code in a link: letters and digits, at most 20."""

    regex = "[A-Za-z0-9]{1,20}"


class ShareTokenConverter(TextConverter):
    """A share link's token: ``secrets.token_urlsafe`` of 32 bytes (43 characters)."""

    regex = "[A-Za-z0-9_-]{43}"


class SlugWordConverter(TextConverter):
    """A rule set's or a theme's slug in the library."""

    regex = "[a-z0-9-]{1,40}"


register_converter(JoinCodeConverter, "joincode")
register_converter(ShareTokenConverter, "sharetoken")
register_converter(SlugWordConverter, "word")
register_converter(PositionConverter, "item")

app_name = "classroom"

urlpatterns = [
    path("", classes.home, name="home"),
    # Accounts: teachers sign up; students join with the class's code; one-time reset codes
    path("enseignant/inscription/", accounts.teacher_signup, name="teacher-signup"),
    path("enseignant/", accounts.become_teacher, name="become-teacher"),
    path("connexion/", accounts.log_in, name="login"),
    path("rejoindre/", accounts.join_code, name="join-code"),
    path("rejoindre/<joincode:code>/", accounts.join, name="join"),
    path("nouveau-mot-de-passe/", accounts.reset_password, name="reset-password"),
    # A teacher's classes: roster, join code, students
    path("nouvelle/", classes.class_new, name="class-new"),
    path("c/<uuid:class_id>/", classes.class_page, name="class"),
    path("c/<uuid:class_id>/code/", classes.class_code, name="class-code"),
    path("c/<uuid:class_id>/inscriptions/", classes.class_joining, name="class-joining"),
    path("c/<uuid:class_id>/nom/", classes.class_rename, name="class-rename"),
    path("c/<uuid:class_id>/supprimer/", classes.class_delete, name="class-delete"),
    path("c/<uuid:class_id>/eleves/<uuid:student_id>/", classes.student_page, name="student"),
    path(
        "c/<uuid:class_id>/eleves/<uuid:student_id>/retirer/",
        classes.student_remove,
        name="student-remove",
    ),
    path(
        "c/<uuid:class_id>/eleves/<uuid:student_id>/code/",
        classes.student_reset_code,
        name="student-code",
    ),
    path("annuler/<uuid:undo_id>/", classes.undo_action, name="undo"),
    path(
        "c/<uuid:class_id>/eleves/<uuid:student_id>/nom/",
        roster.student_rename,
        name="student-rename",
    ),
    path(
        "c/<uuid:class_id>/eleves/<uuid:student_id>/reunir/",
        roster.student_merge,
        name="student-merge",
    ),
    path("c/<uuid:class_id>/comptes/", roster.accounts_new, name="accounts-new"),
    path("c/<uuid:class_id>/comptes/fiches/", roster.slips, name="slips"),
    path("c/<uuid:class_id>/comptes/fiches.pdf", roster.slips_pdf, name="slips-pdf"),
    # Assignments of a class and their results
    path("c/<uuid:class_id>/devoirs/nouveau/", classes.assign, name="assign"),
    path("c/<uuid:class_id>/progres/", results.class_progress, name="class-progress"),
    path("c/<uuid:class_id>/devoirs/<uuid:assignment_id>/", results.board_page, name="board"),
    path(
        "c/<uuid:class_id>/devoirs/<uuid:assignment_id>/resultats.csv",
        results.board_csv,
        name="board-csv",
    ),
    path(
        "c/<uuid:class_id>/devoirs/<uuid:assignment_id>/eleves/<uuid:student_id>/<item:position>/",
        results.response_page,
        name="response",
    ),
    path(
        "c/<uuid:class_id>/devoirs/<uuid:assignment_id>/retirer/",
        results.board_delete,
        name="board-delete",
    ),
    # A teacher's sets: the builder, drawn, hand-made and uploaded exercises, worksheets
    path("series/", sets.set_list, name="sets"),
    path("series/nouvelle/", sets.set_new, name="set-new"),
    path("series/<uuid:set_id>/", sets.set_page, name="set"),
    path("series/<uuid:set_id>/titre/", sets.set_title, name="set-title"),
    path("series/<uuid:set_id>/tirer/", sets.set_draw, name="set-draw"),
    path("series/<uuid:set_id>/main/", sets.set_handmade, name="set-handmade"),
    path("series/<uuid:set_id>/fichier/", sets.set_upload, name="set-upload"),
    path("series/<uuid:set_id>/dupliquer/", sets.set_duplicate, name="set-duplicate"),
    path("series/<uuid:set_id>/supprimer/", sets.set_delete, name="set-delete"),
    # Sets to reuse: a copy for a class, links to share a copy, the library
    path("series/<uuid:set_id>/pour-une-classe/", reuse.set_to_class, name="set-to-class"),
    path("series/<uuid:set_id>/partager/", reuse.set_share, name="set-share"),
    path(
        "series/<uuid:set_id>/partager/<uuid:share_id>/retirer/",
        reuse.share_revoke,
        name="share-revoke",
    ),
    path("partage/<sharetoken:token>/", reuse.shared, name="shared"),
    path("bibliotheque/", reuse.library_page, name="library"),
    path(
        "bibliotheque/<word:game>/<word:ruleset>/<word:shelf>/<word:name>/",
        reuse.library_entry,
        name="library-entry",
    ),
    path("series/<uuid:set_id>/fiche.pdf", sets.printed, {"document": "fiche"}, name="worksheet"),
    path(
        "series/<uuid:set_id>/corrige.pdf",
        sets.printed,
        {"document": "corrige"},
        name="answer-key",
    ),
    path("series/<uuid:set_id>/<item:position>/changer/", sets.item_swap, name="item-swap"),
    path("series/<uuid:set_id>/<item:position>/retirer/", sets.item_drop, name="item-drop"),
    path("series/<uuid:set_id>/<item:position>/remarque/", sets.item_note, name="item-note"),
    # A student's assignments
    path("devoirs/<uuid:assignment_id>/", assigned.summary, name="assignment"),
    path("devoirs/<uuid:assignment_id>/<item:position>/", assigned.play, name="play"),
    path("devoirs/<uuid:assignment_id>/<item:position>/revoir/", assigned.revise, name="revise"),
]
