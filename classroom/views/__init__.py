"""The classroom's views, by who uses them: accounts, a teacher's classes and sets, the results,
a student's assignments. Each reaches a class's data only through ``classroom.policy``."""
